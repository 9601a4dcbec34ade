import type { Dashboard } from '@pawpulse/domain/dashboard-api'
import { formatDateTime, formatIsoDate } from '#web/lib/format-date.ts'
import { SummaryCard } from './summary-card'

const statusText = { overdue: 'overdue', due_today: 'due today', upcoming: 'upcoming' } as const

/** Medications and parasite treatments due today or overdue. */
export function DueSummary({ due, timeZone }: { due: Dashboard['due']; timeZone: string }) {
  const isEmpty = due.medications.length === 0 && due.treatments.length === 0
  return (
    <SummaryCard id="summary-due" title="Due today or overdue" link={{ to: '/medications', label: 'All medications and treatments' }}>
      {isEmpty ? <p className="text-muted-foreground">Nothing is due today.</p> : null}
      <ul className="grid gap-2">
        {due.medications.map((medication) => (
          <li key={medication.id}>
            <span className="font-medium">{medication.name}</span>
            {medication.dosage ? ` ${medication.dosage}` : ''}: {statusText[medication.dueStatus ?? 'due_today']}
            {medication.nextDoseDue ? (
              <span className="block text-muted-foreground">Dose due {formatDateTime(medication.nextDoseDue, timeZone)}</span>
            ) : null}
          </li>
        ))}
        {due.treatments.map((treatment) => (
          <li key={treatment.id}>
            <span className="font-medium">{treatment.productName}</span>: {statusText[treatment.dueStatus ?? 'due_today']}
            <span className="block text-muted-foreground">Next treatment due {formatIsoDate(treatment.nextDue)}</span>
          </li>
        ))}
      </ul>
    </SummaryCard>
  )
}
