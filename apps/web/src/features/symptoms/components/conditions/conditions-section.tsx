import type { Condition } from '@pawpulse/domain/condition-api'
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { useConditionMetadata } from '#web/features/symptoms/api/get-condition-metadata.ts'
import { useConditions } from '#web/features/symptoms/api/get-conditions.ts'
import { ConditionItem } from './condition-item'

const AddConditionForm = lazyForm(() => import('./add-condition-form').then((module) => module.AddConditionForm))

/** Current and resolved conditions of the pet, and adding one (docs/product/health-tracking.md#current-and-resolved). */
export function ConditionsSection({ petId, petName, canEdit }: { petId: string; petName: string; canEdit: boolean }) {
  const [isAdding, setIsAdding] = useState(false)
  const conditions = useConditions(petId)
  const metadata = useConditionMetadata(petId)
  const metadataOf = (key: string) =>
    metadata.data ? (metadata.data.find((entry) => entry.conditionId === key) ?? { data: {}, updatedAt: null }) : undefined

  const list = (items: Condition[]) => (
    <ul className="grid gap-3">
      {items.map((condition) => (
        <li key={condition.id}>
          <ConditionItem petId={petId} condition={condition} canEdit={canEdit} metadata={metadataOf(condition.conditionId)} />
        </li>
      ))}
    </ul>
  )

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="current-conditions-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="current-conditions-title">Current conditions</CardTitle>
          {canEdit && !isAdding ? (
            <Button size="sm" {...preloads(AddConditionForm)} onClick={() => setIsAdding(true)}>
              <PlusIcon aria-hidden="true" />
              Add a condition
            </Button>
          ) : null}
        </div>
        {isAdding ? <AddConditionForm petId={petId} onDone={() => setIsAdding(false)} /> : null}
        {conditions.isPending ? <LoadingDots label="Loading conditions" className="py-6" /> : null}
        {conditions.isError ? <SectionError what="conditions" onRetry={() => void conditions.refetch()} /> : null}
        {conditions.data ? (
          conditions.data.current.length > 0 ? (
            list(conditions.data.current)
          ) : (
            <EmptyState title={`No current conditions for ${petName}`}>
              {canEdit
                ? 'Add a diagnosis such as MVD, IBD or arthritis: each gets its own page to log symptoms day by day.'
                : 'Nothing has been recorded yet.'}
            </EmptyState>
          )
        ) : null}
      </Card>
      {conditions.data && conditions.data.resolved.length > 0 ? (
        <Card aria-labelledby="resolved-conditions-title" className="grid gap-4">
          <CardTitle id="resolved-conditions-title">Resolved conditions</CardTitle>
          {list(conditions.data.resolved)}
        </Card>
      ) : null}
    </div>
  )
}
