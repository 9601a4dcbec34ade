import { ClockIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card, CardDescription, CardTitle } from './ui/card'

/**
 * An honest placeholder for a feature that arrives in a later release: it names what will be
 * here and shows no made-up data.
 */
export function ComingSoon({ feature, willShow, children }: { feature: string; willShow: string[]; children?: ReactNode }) {
  return (
    <Card aria-labelledby="coming-soon-title">
      <div className="flex items-start gap-3">
        <ClockIcon aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
        <div>
          <CardTitle id="coming-soon-title">Coming soon</CardTitle>
          <CardDescription>{feature} comes in a later release. Nothing here is stored or shown yet.</CardDescription>
          <p className="mt-4 text-sm font-medium text-foreground">What will be here:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {willShow.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {children ? <div className="mt-4">{children}</div> : null}
        </div>
      </div>
    </Card>
  )
}
