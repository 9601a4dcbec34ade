import { telHref } from '@pawpulse/domain/care-team'
import type { Dashboard } from '@pawpulse/domain/dashboard-api'
import { Sparkline } from '#web/components/sparkline.tsx'
import { formatDateTime, formatShortDate } from '#web/lib/format-date.ts'
import { SummaryCard } from './summary-card'

/** The latest sleeping breathing rate, what it means (docs/product/breathing.md#the-assessment) and the last 7 days as a sparkline. */
export function BreathingSummary({ breathing, timeZone }: { breathing: Dashboard['breathing']; timeZone: string }) {
  const { latest, assessment, sparkline, threshold, primaryVet } = breathing
  const phone = primaryVet?.phoneNumber?.trim()
  const days = sparkline.map((day) => `${formatShortDate(day.date)} ${day.average}`).join(', ')
  return (
    <SummaryCard id="summary-breathing" title="Breathing rate" link={{ to: '/breathing', label: 'Open the Breath Monitor' }}>
      {latest ? (
        <>
          <p>
            <span className="text-2xl font-bold text-foreground">{latest.breathsPerMinute}</span> breaths per minute
            <span className="block text-muted-foreground">{formatDateTime(latest.measuredAt, timeZone)}</span>
          </p>
          {assessment ? (
            <p>
              <span className="font-semibold">{assessment.title}.</span> {assessment.message}
            </p>
          ) : null}
          {assessment?.level === 'contact_vet' && phone ? (
            <a href={telHref(phone)} className="font-medium text-destructive underline underline-offset-4">
              Call {primaryVet?.name?.trim() || 'your vet'}: {phone}
            </a>
          ) : null}
          {sparkline.length > 0 ? (
            <div className="flex flex-wrap items-center gap-3">
              <Sparkline values={sparkline.map((day) => day.average)} reference={threshold} />
              <p className="text-muted-foreground">
                Last 7 days, daily averages: {days}. Alert level {threshold}.
              </p>
            </div>
          ) : null}
        </>
      ) : (
        <p className="text-muted-foreground">No counts yet. Count breaths once a day while your pet sleeps.</p>
      )}
    </SummaryCard>
  )
}
