import type { PetSummary } from '@pawpulse/domain/pets'
import { SectionError } from '#web/components/section-error.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useDashboard } from '#web/features/pets/api/get-dashboard.ts'
import { useDeferredAnswer } from '#web/lib/answer-to-draw.ts'
import { BreathingSummary } from './breathing-summary'
import { ConditionsSummary, SymptomsSummary } from './conditions-summary'
import { DueSummary } from './due-summary'
import { QuickActions } from './quick-actions'
import { VaccinationsSummary } from './vaccinations-summary'
import { WeightSummary } from './weight-summary'

/** The selected pet's day: one request (`GET /api/pets/{petId}/dashboard`), drawn without a chart library. */
export function HealthSummary({ pet }: { pet: PetSummary }) {
  const dashboard = useDashboard(pet.id)
  // The six cards draw from a deferred copy of the answer, so React may pause their render
  // (lib/answer-to-draw.ts).
  const { waiting, answer } = useDeferredAnswer(dashboard)
  return (
    <section aria-labelledby="health-summary-title" className="grid gap-4">
      <h2 id="health-summary-title" className="text-lg font-semibold">
        Today for {pet.name}
      </h2>
      {waiting ? <LoadingDots label={`Loading ${pet.name}'s summary`} className="py-8" /> : null}
      {dashboard.isError ? <SectionError what={`summary for ${pet.name}`} onRetry={() => void dashboard.refetch()} /> : null}
      {answer ? (
        <>
          <QuickActions pet={answer.pet} actions={answer.quickActions} />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <BreathingSummary breathing={answer.breathing} timeZone={answer.timeZone} />
            <DueSummary due={answer.due} timeZone={answer.timeZone} />
            <VaccinationsSummary vaccinations={answer.vaccinations} />
            <ConditionsSummary conditions={answer.conditions} />
            <SymptomsSummary symptoms={answer.symptoms} conditions={answer.conditions} timeZone={answer.timeZone} />
            <WeightSummary weight={answer.weight} />
          </div>
        </>
      ) : null}
    </section>
  )
}
