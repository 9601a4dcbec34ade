import type { BreathingChart } from '@pawpulse/domain/breathing-api'
import { localDayStart } from '@pawpulse/domain/time-zone'
import { ChartFigure } from '#web/components/charts/chart-figure.tsx'
import { timeAxis } from '#web/components/charts/time-axis.ts'
import { EmptyState } from '#web/components/empty-state.tsx'
import { formatDateTime, formatIsoDate } from '#web/lib/format-date.ts'

const HALF_DAY_MS = 12 * 3_600_000

function summaryOf(chart: BreathingChart, days: number): string {
  const latest = chart.points.at(-1)
  const parts = [
    `${chart.points.length} ${chart.points.length === 1 ? 'count' : 'counts'} in the last ${days} days.`,
    latest ? `Latest ${latest.breathsPerMinute} per minute on ${formatDateTime(latest.measuredAt, chart.timeZone)}.` : '',
    `Alert threshold ${chart.threshold} per minute.`,
    chart.baseline
      ? `Usual sleeping rate (baseline) ${chart.baseline.rate} per minute.`
      : 'No baseline yet: it needs 7 days of sleeping counts.',
  ]
  return parts.filter(Boolean).join(' ')
}

/** The trend: the last 7 / 30 / 90 days with the threshold line and the baseline; daily averages as its table. */
export function BreathingChartSection({ chart, days }: { chart: BreathingChart; days: number }) {
  if (chart.points.length === 0) {
    return (
      <EmptyState title={`No counts in the last ${days} days`}>
        Count breaths once a day while your pet sleeps; the chart and the daily averages appear here.
      </EmptyState>
    )
  }
  const rates = chart.points.map((point) => point.breathsPerMinute)
  const top = Math.max(...rates, chart.threshold, chart.baseline?.rate ?? 0)
  const references = [
    { y: chart.threshold, label: `Alert ${chart.threshold}/min`, color: '#b91c1c' },
    ...(chart.baseline ? [{ y: chart.baseline.rate, label: `Usual ${chart.baseline.rate}/min`, color: '#1d4ed8' }] : []),
  ]
  return (
    <ChartFigure
      title="Sleeping breathing rate"
      summary={summaryOf(chart, days)}
      lines={[
        {
          key: 'counts',
          label: 'Each count',
          color: '#0f766e',
          points: chart.points.map((point) => ({ t: Date.parse(point.measuredAt), y: point.breathsPerMinute })),
        },
        {
          key: 'average',
          label: 'Daily average',
          color: '#7c3aed',
          // A day's average sits at the middle of the owner's day.
          points: chart.dailyAverages.map((day) => ({
            t: localDayStart(day.date, chart.timeZone).getTime() + HALF_DAY_MS,
            y: day.average,
          })),
        },
      ]}
      references={references}
      yDomain={[0, Math.ceil((top + 5) / 5) * 5]}
      formatY={(y) => `${y}`}
      {...timeAxis(chart.from, chart.to, chart.timeZone)}
      tableToggle="Show the daily averages"
      table={{
        caption: `Daily averages, last ${days} days`,
        columns: ['Date', 'Average per minute', 'Counts'],
        rows: chart.dailyAverages.map((day) => ({ key: day.date, cells: [formatIsoDate(day.date), day.average, day.count] })),
      }}
    />
  )
}
