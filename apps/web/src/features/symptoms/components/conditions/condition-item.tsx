import type { Condition } from '@pawpulse/domain/condition-api'
import { CheckCircleIcon, ClipboardListIcon, RotateCcwIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { Button, buttonClassName } from '#web/components/ui/button.tsx'
import { formatIsoDate } from '#web/lib/format-date.ts'
import { useDeleteCondition } from '#web/features/symptoms/api/delete-condition.ts'
import { useReopenCondition } from '#web/features/symptoms/api/reopen-condition.ts'
import { AcvimStageEditor } from './acvim-stage-editor'
import { ConditionDetailsEditor } from './condition-details-editor'
import { conditionPagePath } from '#web/lib/pets/condition-pages.ts'

const ResolveConditionForm = lazyForm(() => import('./resolve-condition-form').then((module) => module.ResolveConditionForm))

interface ConditionItemProps {
  petId: string
  condition: Condition
  canEdit: boolean
  /** condition_metadata of this condition key, once loaded. */
  metadata: { data: Record<string, unknown>; updatedAt: string | null } | undefined
}

/** One condition: its dates, its symptom page, and resolve / reopen / delete for those who may. */
export function ConditionItem({ petId, condition, canEdit, metadata }: ConditionItemProps) {
  const [isResolving, setIsResolving] = useState(false)
  const reopen = useReopenCondition(petId, condition.id)
  const remove = useDeleteCondition(petId, condition.id)
  const dates = [
    condition.diagnosisDate ? `Diagnosed ${formatIsoDate(condition.diagnosisDate)}` : 'Diagnosis date not recorded',
    condition.resolutionDate ? `Resolved ${formatIsoDate(condition.resolutionDate)}` : condition.isResolved ? 'No longer ongoing' : null,
  ].filter(Boolean)

  return (
    <article aria-labelledby={`condition-${condition.id}`} className="grid gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`condition-${condition.id}`} className="font-semibold text-foreground [overflow-wrap:anywhere]">
            {condition.label}
          </h3>
          <p className="text-sm text-muted-foreground">{dates.join(' · ')}</p>
          {condition.notes ? <p className="mt-1 text-sm [overflow-wrap:anywhere]">{condition.notes}</p> : null}
        </div>
        <Link to={conditionPagePath(condition.conditionId)} className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          <ClipboardListIcon aria-hidden="true" />
          {condition.isResolved ? 'Symptom history' : 'Log symptoms'}
          <span className="sr-only"> for {condition.label}</span>
        </Link>
      </div>
      {metadata && condition.condition === 'mvd' ? (
        <AcvimStageEditor key={metadata.updatedAt ?? 'new'} petId={petId} data={metadata.data} canEdit={canEdit} />
      ) : null}
      {metadata && condition.condition !== 'mvd' && (!condition.isResolved || Object.keys(metadata.data).length > 0) ? (
        <ConditionDetailsEditor
          key={metadata.updatedAt ?? 'new'}
          petId={petId}
          conditionKey={condition.conditionId}
          label={condition.label}
          data={metadata.data}
          canEdit={canEdit}
        />
      ) : null}
      {isResolving ? (
        <ResolveConditionForm petId={petId} conditionId={condition.id} label={condition.label} onDone={() => setIsResolving(false)} />
      ) : null}
      {canEdit && !isResolving ? (
        <div className="flex flex-wrap gap-2">
          {condition.isResolved ? (
            <Button size="sm" variant="outline" disabled={reopen.isPending} onClick={() => reopen.mutate()}>
              <RotateCcwIcon aria-hidden="true" />
              Reopen<span className="sr-only"> {condition.label}</span>
            </Button>
          ) : (
            <Button size="sm" variant="outline" {...preloads(ResolveConditionForm)} onClick={() => setIsResolving(true)}>
              <CheckCircleIcon aria-hidden="true" />
              Resolve<span className="sr-only"> {condition.label}</span>
            </Button>
          )}
          <DeleteAction
            target={condition.label}
            title={`Delete ${condition.label}?`}
            description="The condition is removed from this pet. Its symptom entries stay. To keep it in the history, resolve it instead."
            confirmLabel="Delete condition"
            onConfirm={() => remove.mutateAsync()}
          />
        </div>
      ) : null}
    </article>
  )
}
