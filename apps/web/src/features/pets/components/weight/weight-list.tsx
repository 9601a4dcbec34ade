import { localDate } from '@pawpulse/domain/time-zone'
import type { UnitSystem } from '@pawpulse/domain/profile'
import { formatWeight, weightUnitFor } from '@pawpulse/domain/units'
import type { WeightLogView } from '@pawpulse/domain/weight-api'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { formatIsoDate } from '#web/lib/format-date.ts'
import { useDeleteWeightLog } from '#web/features/pets/api/delete-weight-log.ts'

interface WeightRowProps {
  petId: string
  log: WeightLogView
  timeZone: string
  unitSystem: UnitSystem | null
  canEdit: boolean
}

/** One entry in the owner's unit, with the unit it was entered in when that differs. */
export function WeightRow({ petId, log, timeZone, unitSystem, canEdit }: WeightRowProps) {
  const remove = useDeleteWeightLog(petId, log.id)
  const date = formatIsoDate(localDate(log.measuredAt, timeZone))
  const shown = formatWeight(log.weight, log.weightUnit, unitSystem)
  const entered = log.weightUnit === weightUnitFor(unitSystem) ? '' : ` (entered as ${log.weight} ${log.weightUnit})`
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3 text-sm">
      <div>
        <p className="font-semibold text-foreground">
          {shown}
          <span className="font-normal text-muted-foreground">
            {entered} · {date}
          </span>
        </p>
        {log.bodyCondition ? (
          <p className="text-muted-foreground">
            Body condition {log.bodyCondition}
            {log.bodyConditionLabel ? ` (${log.bodyConditionLabel.toLowerCase()})` : ''}
          </p>
        ) : null}
      </div>
      {canEdit ? (
        <DeleteAction
          target={`the weight of ${date}`}
          title="Delete this weight?"
          description={`The entry of ${date} (${shown}) is removed. The pet's current weight follows the newest entry left.`}
          confirmLabel="Delete entry"
          onConfirm={() => remove.mutateAsync()}
        />
      ) : null}
    </li>
  )
}
