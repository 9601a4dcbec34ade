import type { Dashboard } from '@pawpulse/domain/dashboard-api'
import { Sparkline } from '#web/components/sparkline.tsx'
import { SummaryCard } from './summary-card'

const round1 = (value: number) => Math.round(value * 10) / 10

/** The weight trend in the owner's unit system, drawn as a sparkline and said in words. */
export function WeightSummary({ weight }: { weight: Dashboard['weight'] }) {
  const values = weight.points.map((point) => round1(point.weight))
  const last = values.at(-1)
  const first = values[0]
  const change = last !== undefined && first !== undefined ? round1(last - first) : 0
  return (
    <SummaryCard id="summary-weight" title="Weight" link={{ to: '/pet', label: 'Weight log' }}>
      {last === undefined ? (
        <p className="text-muted-foreground">No weights recorded yet.</p>
      ) : (
        <>
          <p>
            <span className="text-2xl font-bold text-foreground">{last}</span> {weight.unit}
          </p>
          {values.length > 1 ? (
            <div className="flex flex-wrap items-center gap-3">
              <Sparkline values={values} />
              <p className="text-muted-foreground">
                Last {values.length} entries: {change === 0 ? 'no change' : `${change > 0 ? '+' : ''}${change} ${weight.unit}`} since the
                first.
              </p>
            </div>
          ) : null}
        </>
      )}
    </SummaryCard>
  )
}
