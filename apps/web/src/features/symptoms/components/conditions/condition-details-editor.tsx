import { conditionMetadataSchemaFor } from '@pawpulse/domain/condition-metadata'
import { PlusIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useSaveConditionMetadata } from '#web/features/symptoms/api/save-condition-metadata.ts'

interface Row {
  name: string
  value: string
}

const rowsOf = (data: Record<string, unknown>): Row[] =>
  Object.entries(data).map(([name, value]) => ({ name, value: value == null ? '' : String(value) }))

/**
 * condition_metadata for conditions other than MVD (docs/decisions/002): a few labelled values the
 * vet gave (an IRIS stage, a usual insulin dose…), upserted per pet and condition.
 */
export function ConditionDetailsEditor({
  petId,
  conditionKey,
  label,
  data,
  canEdit,
}: {
  petId: string
  conditionKey: string
  label: string
  data: Record<string, unknown>
  canEdit: boolean
}) {
  const saved = rowsOf(data)
  const [rows, setRows] = useState<Row[]>(saved)
  const [isEditing, setIsEditing] = useState(false)
  const [error, setError] = useState<string>()
  const save = useSaveConditionMetadata(petId, conditionKey)

  const submit = async () => {
    const next = Object.fromEntries(rows.filter((row) => row.name.trim()).map((row) => [row.name.trim(), row.value.trim() || null]))
    const checked = conditionMetadataSchemaFor(conditionKey).safeParse(next)
    if (!checked.success) return setError(checked.error.issues[0]?.message)
    setError(undefined)
    await save.mutateAsync(checked.data)
    setIsEditing(false)
  }
  const cancel = () => {
    setRows(saved)
    setError(undefined)
    setIsEditing(false)
  }
  const update = (index: number, change: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)))

  if (!isEditing) {
    return (
      <div className="grid gap-2 text-sm">
        {saved.length > 0 ? (
          <dl className="grid gap-x-4 sm:grid-cols-[max-content_1fr]">
            {saved.map((row) => (
              <div key={row.name} className="contents">
                <dt className="text-muted-foreground">{row.name}</dt>
                <dd className="[overflow-wrap:anywhere]">{row.value || '—'}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {canEdit ? (
          <Button size="sm" variant="link" className="justify-self-start" onClick={() => setIsEditing(true)}>
            {saved.length > 0 ? 'Edit details' : 'Add details from your vet'}
            <span className="sr-only"> for {label}</span>
          </Button>
        ) : null}
      </div>
    )
  }

  return (
    <fieldset className="grid gap-3 rounded-md bg-muted p-3">
      <legend className="float-left font-medium">Details of {label}</legend>
      <FormAlert message={error} />
      {rows.map((row, index) => (
        <div key={index} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
          <TextField label="Name" value={row.name} onChange={(event) => update(index, { name: event.target.value })} />
          <TextField label="Value" value={row.value} onChange={(event) => update(index, { value: event.target.value })} />
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remove ${row.name || 'this value'}`}
            onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
          >
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setRows((current) => [...current, { name: '', value: '' }])}>
          <PlusIcon aria-hidden="true" />
          Add a value
        </Button>
        <StatusButton size="sm" isPending={save.isPending} pendingLabel="Saving…" onClick={() => void submit().catch(() => undefined)}>
          Save details
        </StatusButton>
        <Button size="sm" variant="outline" onClick={cancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  )
}
