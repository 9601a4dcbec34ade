import { conditionLabel } from '@pawpulse/domain/condition-label'
import type { PetSummary } from '@pawpulse/domain/pets'
import { WindIcon } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Link, useParams } from 'react-router'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { type ChartRange, RangePicker } from '#web/components/range-picker.tsx'
import { SelectedPetPage } from '#web/components/selected-pet-page.tsx'
import { buttonClassName } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { useConditions } from '../api/get-conditions'
import { SymptomHistory } from '../components/history/symptom-history'
import { SymptomLogForm } from '../components/log/symptom-log-form'
import { SymptomTrendSection } from '../components/trend/symptom-trend-section'

/** /symptoms/{conditionId}: the daily symptom log of one condition of the selected pet. */
export function ConditionPage() {
  const { conditionId = '' } = useParams()
  return (
    <SelectedPetPage title={conditionLabel(conditionId)} description={(pet) => `Symptom log of ${pet.name}.`}>
      {(pet, canEdit) => <ConditionLog key={`${pet.id}-${conditionId}`} pet={pet} conditionId={conditionId} canEdit={canEdit} />}
    </SelectedPetPage>
  )
}

function ConditionLog({ pet, conditionId, canEdit }: { pet: PetSummary; conditionId: string; canEdit: boolean }) {
  const [days, setDays] = useState<ChartRange>(30)
  const conditions = useConditions(pet.id)
  const all = [...(conditions.data?.current ?? []), ...(conditions.data?.resolved ?? [])]
  // 'Other' conditions carry the owner's words; every other key has its sidebar label.
  const label = all.find((condition) => condition.condition === conditionId)?.label ?? conditionLabel(conditionId)
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
