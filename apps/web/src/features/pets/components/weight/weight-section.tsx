import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useDeferredAnswer } from '#web/lib/answer-to-draw.ts'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useWeightLogs } from '#web/features/pets/api/get-weight-logs.ts'
import { WeightChart } from './weight-chart'
import { WeightForm } from './weight-form'
import { WeightRow } from './weight-list'

/** Weight shown on the page: the last year, enough to see a trend that moves slowly. */
const WEIGHT_DAYS = 365

/**
 * The weight log (docs/product/health-tracking.md#weight-log): entries with an optional body condition score, a chart in the
 * owner's unit system; the pet's current weight follows the newest entry. Loaded lazily by the
 * pet page, so its chart code stays out of the page's first load.
 */
export default function WeightSection({ petId, petName, canEdit }: { petId: string; petName: string; canEdit: boolean }) {
  const [isAdding, setIsAdding] = useState(false)
  const { timeZone, unitSystem } = useOwnerSettings()
  const logs = useWeightLogs(petId, WEIGHT_DAYS)
  // The chart and the list draw from a deferred copy of the answer, so React may pause their
  // render (lib/answer-to-draw.ts).
  const { waiting, answer } = useDeferredAnswer(logs)
  return (
    <Card aria-labelledby="weight-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="weight-title">Weight</CardTitle>
        {canEdit && !isAdding ? (
          <Button size="sm" variant="outline" onClick={() => setIsAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add a weight
          </Button>
        ) : null}
      </div>
      {isAdding ? <WeightForm petId={petId} timeZone={timeZone} unitSystem={unitSystem} onDone={() => setIsAdding(false)} /> : null}
      {/* About the chart's height: what is below does not jump when the weights come. */}
      {waiting ? <LoadingDots label="Loading the weight log" className="min-h-80 py-6" /> : null}
      {logs.isError ? <SectionError what="weight log" onRetry={() => void logs.refetch()} /> : null}
      {answer && answer.logs.length === 0 ? (
        <EmptyState title={`No weights in the last 12 months`}>
          {canEdit
            ? `Weigh ${petName} now and then (once a month is plenty) and add a body condition score if your vet gave one.`
            : 'Nothing has been recorded yet.'}
        </EmptyState>
      ) : null}
      {answer && answer.logs.length > 0 ? (
        <>
          <SectionBoundary what="weight chart">
            <WeightChart petId={petId} petName={petName} days={WEIGHT_DAYS} timeZone={timeZone} />
          </SectionBoundary>
          <ul className="divide-y divide-border">
            {answer.logs.map((log) => (
              <WeightRow key={log.id} petId={petId} log={log} timeZone={timeZone} unitSystem={unitSystem} canEdit={canEdit} />
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  )
}
