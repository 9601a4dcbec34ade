import type { BreathingLogResult } from '@pawpulse/domain/breathing-api'
import { cn } from '#web/lib/cn.ts'
import { CallVet } from './call-vet'

const tones = {
  normal: 'border-emerald-300 bg-emerald-50',
  raised: 'border-amber-300 bg-amber-50',
  recount: 'border-amber-400 bg-amber-50',
  contact_vet: 'border-red-300 bg-red-50',
} as const

/**
 * What a saved count means, in plain words (assessBreathingRate;
 * docs/product/breathing.md#the-assessment). For "contact your vet" and "recount" the primary vet
 * from the care team is one tap away.
 */
export function AssessmentPanel({ result, petName }: { result: BreathingLogResult; petName: string }) {
  const { assessment, log, threshold, baseline, primaryVet } = result
  return (
    <section aria-labelledby="assessment-title" className={cn('grid gap-2 rounded-md border p-4', tones[assessment.level])}>
      <p className="text-sm text-muted-foreground">
        Saved: {log.breathsPerMinute} breaths per minute ({log.breathCount} breaths in {log.durationSeconds} s, {log.context})
      </p>
      <h3 id="assessment-title" className="text-lg font-semibold text-foreground">
        {assessment.title}
      </h3>
      <p className="text-sm text-foreground">{assessment.message}</p>
      <p className="text-sm text-muted-foreground">
        Alert level {threshold} per minute
        {baseline
          ? `; ${petName}'s usual sleeping rate ${baseline.rate} per minute (from ${baseline.days} days of counts)`
          : '; no usual rate yet (it takes 7 days of sleeping counts)'}
        .
      </p>
      <CallVet level={assessment.level} vet={primaryVet} />
    </section>
  )
}
