import type { PetSummary } from '@pawpulse/domain/pets'
import { Controller } from 'react-hook-form'
import type { Control, FieldValues, FieldPathByValue } from 'react-hook-form'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'

interface PetCheckboxesFieldProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>
  /** The form's list of pet ids. */
  name: FieldPathByValue<T, string[]>
  legend: string
  pets: Pick<PetSummary, 'id' | 'name'>[]
}

/** Some of the owner's pets, one checkbox each (an invitation's pets, an API key's pets). */
export function PetCheckboxesField<T extends FieldValues, C, O extends FieldValues>({
  control,
  name,
  legend,
  pets,
}: PetCheckboxesFieldProps<T, C, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = field.value as string[]
        return (
          <Fieldset legend={legend} error={fieldState.error?.message}>
            <div className="flex flex-wrap gap-x-6">
              {pets.map((pet) => (
                <Checkbox
                  key={pet.id}
                  label={pet.name}
                  checked={chosen.includes(pet.id)}
                  onChange={(event) => field.onChange(event.target.checked ? [...chosen, pet.id] : chosen.filter((id) => id !== pet.id))}
                  onBlur={field.onBlur}
                />
              ))}
            </div>
          </Fieldset>
        )
      }}
    />
  )
}
