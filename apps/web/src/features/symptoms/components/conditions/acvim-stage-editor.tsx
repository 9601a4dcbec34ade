import { type AcvimStage, acvimStageMonitoring, acvimStages } from '@pawpulse/domain/condition-metadata'
import { useState } from 'react'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { useSaveConditionMetadata } from '#web/features/symptoms/api/save-condition-metadata.ts'

const stageOptions = acvimStages.map((stage) => ({ value: stage, label: `Stage ${stage}` }))

function asStage(value: unknown): AcvimStage | null {
  return (acvimStages as readonly unknown[]).includes(value) ? (value as AcvimStage) : null
}

/** The ACVIM 2019 stage (docs/product/veterinary.md#mvd-and-the-acvim-stages), kept in condition_metadata (upserted per pet and condition). */
export function AcvimStageEditor({ petId, data, canEdit }: { petId: string; data: Record<string, unknown>; canEdit: boolean }) {
  const saved = asStage(data.acvimStage)
  const [stage, setStage] = useState<AcvimStage | null>(saved)
  const save = useSaveConditionMetadata(petId, 'mvd')
  const shown = canEdit ? stage : saved

  return (
    <div className="grid gap-2">
      {canEdit ? (
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label="ACVIM stage"
            emptyLabel="Not known"
            options={stageOptions}
            className="w-44"
            value={stage ?? ''}
            onChange={(event) => setStage(asStage(event.target.value))}
          />
          <StatusButton
            size="sm"
            variant="outline"
            isPending={save.isPending}
            pendingLabel="Saving…"
            disabled={stage === saved}
            onClick={() => save.mutate({ ...data, acvimStage: stage })}
          >
            Save stage
          </StatusButton>
        </div>
      ) : (
        <p className="text-sm">ACVIM stage: {saved ? `Stage ${saved}` : 'Not recorded'}</p>
      )}
      {shown ? <p className="text-sm text-muted-foreground">{acvimStageMonitoring[shown]}</p> : null}
    </div>
  )
}
