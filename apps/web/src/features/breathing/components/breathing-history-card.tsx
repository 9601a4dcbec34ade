import { useDeferredValue, useMemo, useState } from 'react'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { type ChartRange, RangePicker } from '#web/components/range-picker.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { answerToDraw } from '#web/lib/answer-to-draw.ts'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { FIRST_BREATHING_RANGE } from '../api/api-paths'
import { useBreathingChart } from '../api/get-breathing-chart'
import { useBreathingLogs } from '../api/get-breathing-logs'
import { BreathingChartSection } from './breathing-chart-section'
import { BreathingLogList } from './breathing-log-list'

/** The chart (7 / 30 / 90 days) and the list of counts of the same range. */
export function BreathingHistoryCard({ petId, canEdit }: { petId: string; canEdit: boolean }) {
  const [days, setDays] = useState<ChartRange>(FIRST_BREATHING_RANGE)
  const { timeZone } = useOwnerSettings()
  const chart = useBreathingChart(petId, days)
  const logs = useBreathingLogs(petId, days)
  // The chart and the list draw from one deferred copy of the range and both answers, so React
  // may pause their render (lib/answer-to-draw.ts) and a range and its answers are drawn together.
  const shown = useDeferredValue(useMemo(() => ({ days, chart: chart.data, logs: logs.data }), [days, chart.data, logs.data]))
  const chartShown = answerToDraw(chart, shown.chart)
  const logsShown = answerToDraw(logs, shown.logs)
  return (
    <Card aria-labelledby="history-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="history-title">Trend and counts</CardTitle>
        <RangePicker value={days} onChange={setDays} legend="Show the last" />
      </div>
      <SectionBoundary what="chart" resetKeys={[days]}>
        {chartShown.waiting ? <LoadingDots label="Loading the chart" className="py-6" /> : null}
        {chart.isError ? <SectionError what="chart" onRetry={() => void chart.refetch()} /> : null}
        {chartShown.answer ? <BreathingChartSection chart={chartShown.answer} days={shown.days} /> : null}
      </SectionBoundary>
      <h3 className="font-semibold text-foreground">Counts</h3>
      {logsShown.waiting ? <LoadingDots label="Loading the counts" className="py-6" /> : null}
      {logs.isError ? <SectionError what="counts" onRetry={() => void logs.refetch()} /> : null}
      {logsShown.answer ? (
        <BreathingLogList petId={petId} logs={logsShown.answer.logs} timeZone={timeZone} days={shown.days} canEdit={canEdit} />
      ) : null}
    </Card>
  )
}
