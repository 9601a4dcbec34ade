import { useState } from 'react'
import { SectionError } from '#web/components/section-error.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useDoses } from '../api/get-doses'

const DOSE_DAYS = 30

/** The "dose given" records of the last 30 days, fetched when the owner opens them. */
export function DoseHistory({ petId, medicationId, timeZone }: { petId: string; medicationId: string; timeZone: string }) {
  const [isOpen, setIsOpen] = useState(false)
  const doses = useDoses(petId, medicationId, DOSE_DAYS, isOpen)
  return (
    <details className="text-sm" onToggle={(event) => setIsOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-primary">Doses given in the last {DOSE_DAYS} days</summary>
      <div className="mt-2">
        {doses.isPending && isOpen ? <LoadingDots label="Loading doses" className="py-3" /> : null}
        {doses.isError ? <SectionError what="doses" onRetry={() => void doses.refetch()} /> : null}
        {doses.data && doses.data.doses.length === 0 ? <p className="text-muted-foreground">None recorded.</p> : null}
        {doses.data && doses.data.doses.length > 0 ? (
          <ul className="grid gap-1">
            {doses.data.doses.map((dose) => (
              <li key={dose.id}>
                {formatDateTime(dose.givenAt, timeZone)}
                {dose.notes ? <span className="text-muted-foreground"> · {dose.notes}</span> : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  )
}
