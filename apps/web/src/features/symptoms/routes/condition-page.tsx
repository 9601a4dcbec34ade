import { conditionIdLabel, isConditionId, isCustomConditionId, normalizeConditionId } from '@pawpulse/domain/condition-id'
import type { PetSummary } from '@pawpulse/domain/pets'
import { WindIcon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useParams } from 'react-router'
import { NotFoundMessage } from '#web/components/not-found-message.tsx'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { type ChartRange, RangePicker } from '#web/components/range-picker.tsx'
import { SelectedPetPage } from '#web/components/selected-pet-page.tsx'
import { buttonClassName } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { usePageTitle } from '#web/lib/page-title.ts'
import { conditionPagesOf } from '#web/lib/pets/condition-pages.ts'
import { useSelectedPet } from '#web/lib/pets/use-selected-pet.ts'
import { useConditions } from '../api/get-conditions'
import { SymptomHistory } from '../components/history/symptom-history'
import { SymptomLogForm } from '../components/log/symptom-log-form'
import { SymptomTrendSection } from '../components/trend/symptom-trend-section'

/**
 * /symptoms/{conditionId}: the daily symptom log of one condition of the selected pet — a key from
 * the list (an old one, 'ckd', read as today's) or a custom condition's `other-{id}`, titled with
 * the condition's label (a custom condition's own name). An identifier that is no condition, or a
 * condition the pet does not have (current or resolved), is the not-found page: a log belongs to
 * one of the pet's conditions (docs/product/health-tracking.md#symptom-logs).
 */
export function ConditionPage() {
  const { conditionId: requested = '' } = useParams()
  const conditionId = normalizeConditionId(requested)
  const { label, isNotThePets } = usePetCondition(conditionId)
  usePageTitle(isNotThePets ? 'Page not found' : label)
  if (isNotThePets) return <NotFoundMessage />
  return (
    <SelectedPetPage title={label} description={(pet) => `Symptom log of ${pet.name}.`}>
      {(pet, canEdit) => (
        <ConditionLog key={`${pet.id}-${conditionId}`} pet={pet} conditionId={conditionId} label={label} canEdit={canEdit} />
      )}
    </SelectedPetPage>
  )
}

/**
 * The sidebar's label of a current condition, else a resolved one's from the list, else the key's;
 * and whether the selected pet, once its conditions are known, has no such condition. An older
 * client's 'other' is the pet's oldest custom condition, as the server reads it.
 */
function usePetCondition(conditionId: string): { label: string; isNotThePets: boolean } {
  const { selectedPet } = useSelectedPet()
  const conditions = useConditions(selectedPet?.id ?? '')
  const pages = selectedPet ? conditionPagesOf(selectedPet) : []
  const all = [...(conditions.data?.current ?? []), ...(conditions.data?.resolved ?? [])]
  const label =
    pages.find((page) => page.conditionId === conditionId)?.label ??
    all.find((condition) => condition.conditionId === conditionId)?.label ??
    conditionIdLabel(conditionId)
  const isThePets =
    pages.some((page) => page.conditionId === conditionId) ||
    all.some((condition) => condition.conditionId === conditionId) ||
    (conditionId === 'other' && all.some((condition) => isCustomConditionId(condition.conditionId)))
  const isNotThePets = !isConditionId(conditionId) || (selectedPet !== null && conditions.isSuccess && !isThePets)
  return { label, isNotThePets }
}

function ConditionLog({ pet, conditionId, label, canEdit }: { pet: PetSummary; conditionId: string; label: string; canEdit: boolean }) {
  const [days, setDays] = useState<ChartRange>(30)
  const section = (what: string, content: ReactNode) => (
    // A new range is a fresh try for a part that failed to show.
    <SectionBoundary what={what} resetKeys={[days]}>
      {content}
    </SectionBoundary>
  )

  return (
    <div className="grid gap-6">
      <Link to="/symptoms" className="text-sm font-medium text-primary underline underline-offset-4">
        All conditions of {pet.name}
      </Link>
      {conditionId === 'mvd' ? (
        <Card aria-labelledby="breathing-link-title" className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle id="breathing-link-title">Sleeping breathing rate</CardTitle>
            <CardDescription>The best early sign of heart failure: count breaths while {pet.name} sleeps, once a day.</CardDescription>
          </div>
          <Link to="/breathing" className={buttonClassName({ variant: 'outline' })}>
            <WindIcon aria-hidden="true" />
            Open the Breath Monitor
          </Link>
        </Card>
      ) : null}
      {canEdit ? (
        <Card aria-labelledby="log-title" className="grid gap-4">
          <CardTitle id="log-title">Log symptoms</CardTitle>
          {section('symptom form', <SymptomLogForm petId={pet.id} conditionId={conditionId} label={label} />)}
        </Card>
      ) : null}
      <Card aria-labelledby="trend-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="trend-title">Trend and history</CardTitle>
          <RangePicker value={days} onChange={setDays} legend="Show the last" />
        </div>
        {section('trend', <SymptomTrendSection petId={pet.id} conditionId={conditionId} days={days} />)}
        <h3 className="font-semibold text-foreground">History</h3>
        {section('history', <SymptomHistory petId={pet.id} conditionId={conditionId} label={label} days={days} canEdit={canEdit} />)}
      </Card>
    </div>
  )
}
