import type { PetSummary } from '@pawpulse/domain/pets'
import { SectionError } from '#web/components/section-error.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useDashboard } from '#web/features/pets/api/get-dashboard.ts'
import { BreathingSummary } from './breathing-summary'
import { ConditionsSummary, SymptomsSummary } from './conditions-summary'
import { DueSummary } from './due-summary'
import { QuickActions } from './quick-actions'
import { VaccinationsSummary } from './vaccinations-summary'
import { WeightSummary } from './weight-summary'

/** The selected pet's day: one request (`GET /api/pets/{petId}/dashboard`), drawn without a chart library. */
export function HealthSummary({ pet }: { pet: PetSummary }) {
  const dashboard = useDashboard(pet.id)
  return (
    <section aria-labelledby="health-summary-title" className="grid gap-4">
      <h2 id="health-summary-title" className="text-lg font-semibold">
        Today for {pet.name}
      </h2>
      {dashboard.isPending ? <LoadingDots label={`Loading ${pet.name}'s summary`} className="py-8" /> : null}
      {dashboard.isError ? <SectionError what={`summary for ${pet.name}`} onRetry={() => void dashboard.refetch()} /> : null}
      {dashboard.data ? (
        <>
          <QuickActions pet={dashboard.data.pet} actions={dashboard.data.quickActions} />
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            <BreathingSummary breathing={dashboard.data.breathing} timeZone={dashboard.data.timeZone} />
            <DueSummary due={dashboard.data.due} timeZone={dashboard.data.timeZone} />
            <VaccinationsSummary vaccinations={dashboard.data.vaccinations} />
            <ConditionsSummary conditions={dashboard.data.conditions} />
            <SymptomsSummary symptoms={dashboard.data.symptoms} conditions={dashboard.data.conditions} timeZone={dashboard.data.timeZone} />
            <WeightSummary weight={dashboard.data.weight} />
          </div>
        </>
      ) : null}
    </section>
  )
}
