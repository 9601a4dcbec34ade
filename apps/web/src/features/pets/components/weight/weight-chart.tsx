import { localDate } from '@pawpulse/domain/time-zone'
import { useDeferredValue } from 'react'
import { ChartFigure } from '#web/components/charts/chart-figure.tsx'
import { timeAxis } from '#web/components/charts/time-axis.ts'
import { formatIsoDate } from '#web/lib/format-date.ts'
import { useWeightChart } from '#web/features/pets/api/get-weight-chart.ts'

const round1 = (value: number) => Math.round(value * 10) / 10

/** The weight over the period, in the owner's unit system (the server converts). */
export function WeightChart({ petId, petName, days, timeZone }: { petId: string; petName: string; days: number; timeZone: string }) {
  // Drawn from a deferred copy of the answer, so React may pause the chart's render (lib/answer-to-draw.ts).
  const data = useDeferredValue(useWeightChart(petId, days).data)
  if (!data || data.points.length === 0) return null
  const { unit, points, from, to } = data
  const weights = points.map((point) => point.weight)
  const first = weights[0] as number
  const last = weights.at(-1) as number
  const change = round1(last - first)
  const summary =
    points.length === 1
      ? `One entry: ${round1(last)} ${unit}.`
      : `${points.length} entries. From ${round1(first)} to ${round1(last)} ${unit} (${change === 0 ? 'no change' : `${change > 0 ? '+' : ''}${change} ${unit}`}).`
  const low = Math.min(...weights)
  const high = Math.max(...weights)
  const pad = Math.max(1, (high - low) * 0.2)
  return (
    <ChartFigure
      title={`Weight of ${petName} (${unit})`}
      summary={summary}
      lines={[
        {
          key: 'weight',
          label: `Weight (${unit})`,
          color: '#0f766e',
          points: points.map((point) => ({ t: Date.parse(point.measuredAt), y: round1(point.weight) })),
        },
      ]}
      yDomain={[Math.max(0, Math.floor(low - pad)), Math.ceil(high + pad)]}
      formatY={(y) => `${y}`}
      {...timeAxis(from, to, timeZone)}
      table={{
        caption: `Weight in ${unit}`,
        columns: ['Date', `Weight (${unit})`, 'Body condition'],
        rows: points.map((point, index) => ({
          key: `${point.measuredAt}-${index}`,
          cells: [
            formatIsoDate(localDate(point.measuredAt, timeZone)),
            round1(point.weight),
            point.bodyConditionScore ? `${point.bodyConditionScore}/9` : '—',
          ],
        })),
      }}
    />
  )
}
