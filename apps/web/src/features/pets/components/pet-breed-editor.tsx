import { useState } from 'react'
import { useController, useWatch } from 'react-hook-form'
import type { UseFormReturn } from 'react-hook-form'
import { BreedMixFields } from '#web/components/breed-mix/breed-mix-fields.tsx'
import type { BreedChoice } from '#web/components/breed-mix/breed-choice.ts'
import { asNumberOrNull } from '#web/lib/form-values.ts'
import type { PetFormValues } from './pet-form-values'

/**
 * The shared breed fields on the pet edit form. The form holds what the API takes: `breed` null
 * while the pet is a mix, and `breedMix` [] (sent, so the saved mix is cleared) while it is not.
 */
export function PetBreedEditor({ form }: { form: UseFormReturn<PetFormValues> }) {
  const { control, formState } = form
  const breed = useController({ control, name: 'breed' })
  const breedMix = useController({ control, name: 'breedMix' })
  const mix = breedMix.field.value ?? []
  const [isMixed, setIsMixed] = useState(() => mix.length > 0)
  const species = useWatch({ control, name: 'species' }) ?? 'dog'

  const value: BreedChoice = {
    isMixed,
    breed: breed.field.value ?? '',
    mix: mix.map((row) => ({
      breed: row.breed,
      percentage: row.percentage == null ? '' : String(row.percentage),
      isDominant: row.isDominant ?? false,
    })),
  }
  const onChange = (next: BreedChoice) => {
    setIsMixed(next.isMixed)
    breed.field.onChange(next.isMixed ? null : next.breed || null)
    breedMix.field.onChange(
      next.mix.map((row) => ({ breed: row.breed, percentage: asNumberOrNull(row.percentage), isDominant: row.isDominant })),
    )
  }
  const mixErrors = formState.errors.breedMix
  const errorOf = (path: string) => {
    if (path === 'breed') return breed.fieldState.error?.message
    if (path === 'breedMix') return mixErrors?.root?.message ?? mixErrors?.message
    const [, index, field] = path.split('.')
    return mixErrors?.[Number(index)]?.[field as 'breed' | 'percentage']?.message
  }
  return <BreedMixFields species={species} value={value} onChange={onChange} errorOf={errorOf} />
}
