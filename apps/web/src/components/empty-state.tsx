import type { ReactNode } from 'react'

/** Nothing recorded yet: says what to record, so the first step is obvious. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-md border border-dashed border-input/60 p-4 text-sm">
      <p className="font-medium text-foreground">{title}</p>
      {children ? <div className="mt-1 text-muted-foreground">{children}</div> : null}
    </div>
  )
}
