import {
  type FeedbackFilters as Filters,
  feedbackSeverities,
  feedbackSeverityLabels,
  feedbackStatuses,
  feedbackStatusLabels,
  feedbackTypeLabels,
  feedbackTypes,
} from '@pawpulse/domain/feedback'
import { SelectField } from '#web/components/ui/select-field.tsx'

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }))

export type FilterName = 'type' | 'severity' | 'status'

/** Type, severity and status filters; '' means all. */
export function FeedbackFilters({
  filters,
  onChange,
}: {
  filters: Pick<Filters, FilterName>
  onChange: (name: FilterName, value: string) => void
}) {
  return (
    <form
      role="search"
      aria-label="Filter feedback"
      className="mb-4 grid gap-3 sm:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Type"
        emptyLabel="All types"
        options={options(feedbackTypes, feedbackTypeLabels)}
        value={filters.type ?? ''}
        onChange={(event) => onChange('type', event.target.value)}
      />
      <SelectField
        label="Severity"
        emptyLabel="All severities"
        options={options(feedbackSeverities, feedbackSeverityLabels)}
        value={filters.severity ?? ''}
        onChange={(event) => onChange('severity', event.target.value)}
      />
      <SelectField
        label="Status"
        emptyLabel="All statuses"
        options={options(feedbackStatuses, feedbackStatusLabels)}
        value={filters.status ?? ''}
        onChange={(event) => onChange('status', event.target.value)}
      />
    </form>
  )
}
