import type { SymptomTrend } from '@pawpulse/domain/symptom-api'
import { useState } from 'react'
import { ChartFigure } from '#web/components/charts/chart-figure.tsx'
import { timeAxis } from '#web/components/charts/time-axis.ts'
import { SectionError } from '#web/components/section-error.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useSymptomTrend } from '#web/features/symptoms/api/get-symptom-trend.ts'

type Measure = SymptomTrend['measures'][number]

function summaryOf(measure: Measure, days: number, timeZone: string): string {
  const values = measure.points.map((point) => point.value)
  const last = measure.points.at(-1)
  if (!last) return `No entries in the last ${days} days.`
  const count = values.length === 1 ? '1 entry' : `${values.length} entries`
  return `${count} in the last ${days} days. Latest ${last.value} on ${formatDateTime(last.loggedAt, timeZone)}; highest ${Math.max(...values)}, lowest ${Math.min(...values)} (scale 0 to ${measure.max}).`
}

/** A trend chart per measure over 7 / 30 / 90 days; the owner picks the measure (docs/product/health-tracking.md#trends). */
export function SymptomTrendSection({ petId, conditionId, days }: { petId: string; conditionId: string; days: number }) {
  const { timeZone } = useOwnerSettings()
  const trend = useSymptomTrend(petId, conditionId, days)
  const [measureKey, setMeasureKey] = useState<string | null>(null)
  if (trend.isPending) return <LoadingDots label="Loading the trend" className="py-6" />
  if (trend.isError) return <SectionError what="trend" onRetry={() => void trend.refetch()} />

  const { measures, from, to } = trend.data
  const measure = measures.find((entry) => entry.key === measureKey) ?? measures[0]
  if (!measure) return null
  const hasNotes = measure.points.some((point) => point.note)
  return (
    <div className="grid gap-4">
      {measures.length > 1 ? (
        <SelectField
          label="Measure"
          className="max-w-sm"
          options={measures.map((entry) => ({ value: entry.key, label: entry.label }))}
          value={measure.key}
          onChange={(event) => setMeasureKey(event.target.value)}
        />
      ) : null}
      <ChartFigure
        title={measure.label}
        summary={summaryOf(measure, days, timeZone)}
        lines={[
          {
            key: measure.key,
            label: measure.label,
            color: '#0f766e',
            points: measure.points.map((point) => ({ t: Date.parse(point.loggedAt), y: point.value })),
          },
        ]}
        // The lines the measure's source publishes (CIBDAI: mild activity from 4), from the domain.
        references={measure.references.map((reference) => ({ ...reference, color: '#b45309' }))}
        yDomain={[0, measure.max]}
        {...timeAxis(from, to, timeZone)}
        table={{
          caption: `${measure.label}, last ${days} days`,
          columns: hasNotes ? ['Date and time', 'Value', 'Symptom'] : ['Date and time', 'Value'],
          rows: measure.points.map((point, index) => ({
            key: `${point.loggedAt}-${index}`,
            cells: [formatDateTime(point.loggedAt, timeZone), point.value, ...(hasNotes ? [point.note ?? ''] : [])],
          })),
        }}
      />
    </div>
  )
}
