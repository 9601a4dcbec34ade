import type { TreatmentType } from '@pawpulse/domain/parasite-products'
import type { Species } from '@pawpulse/domain/pets'
import type { TreatmentProduct } from '@pawpulse/domain/treatment-api'
import { userBrandInputSchema } from '@pawpulse/domain/treatment-input'
import { type KeyboardEvent, useId, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useAddOwnBrand } from '../api/add-own-brand'
import { useManufacturers } from '../api/get-manufacturers'

interface OwnBrandFieldsProps {
  species: Species
  type: TreatmentType
  onAdded: (product: TreatmentProduct) => void
  onCancel: () => void
}

/**
 * The owner's own product and, when new, its maker (user_treatment_brands and _manufacturers).
 * Inside the treatment form, so its button saves only these two fields and Enter does not submit.
 */
export function OwnBrandFields({ species, type, onAdded, onCancel }: OwnBrandFieldsProps) {
  const listId = useId()
  const manufacturers = useManufacturers()
  const add = useAddOwnBrand()
  const [name, setName] = useState('')
  const [manufacturer, setManufacturer] = useState('')
  const [error, setError] = useState<string>()

  const save = async () => {
    const input = { name, species, type, manufacturer: manufacturer.trim() || null }
    const checked = userBrandInputSchema.safeParse(input)
    if (!checked.success) return setError(checked.error.issues[0]?.message)
    const known = (manufacturers.data ?? []).some((entry) => entry.name.toLowerCase() === manufacturer.trim().toLowerCase())
    try {
      onAdded(await add.mutateAsync({ input: checked.data, isNewManufacturer: Boolean(checked.data.manufacturer) && !known }))
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to add the product. Please try again.'))
    }
  }
  const saveOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void save()
  }

  return (
    <fieldset className="grid gap-3 rounded-md bg-muted p-3" onKeyDown={saveOnEnter}>
      <legend className="float-left mb-1 font-medium text-foreground">Your own product</legend>
      <FormAlert message={error} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Product name" value={name} onChange={(event) => setName(event.target.value)} />
        <TextField
          label="Manufacturer"
          hint="Pick one or type a new one."
          list={listId}
          value={manufacturer}
          onChange={(event) => setManufacturer(event.target.value)}
        />
      </div>
      <datalist id={listId}>
        {(manufacturers.data ?? []).map((entry) => (
          <option key={entry.name} value={entry.name} />
        ))}
      </datalist>
      <div className="flex flex-wrap gap-2">
        <StatusButton size="sm" onClick={() => void save()} isPending={add.isPending} pendingLabel="Adding…">
          Add product
        </StatusButton>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={add.isPending}>
          Cancel
        </Button>
      </div>
    </fieldset>
  )
}
