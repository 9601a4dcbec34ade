import { MAX_BREEDS_IN_MIX } from '@pawpulse/domain/breeds'
import { catBreeds, dogBreeds } from '@pawpulse/domain/breed-list'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { Controller, type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Combobox } from '../../../components/ui/combobox'
import { TextField } from '../../../components/ui/text-field'
import { asNumberOrNull } from '../../../lib/form-values'
import { type PetFormValues } from './pet-form-values'

const breedOptions = {
  dog: dogBreeds.map((breed) => ({ value: breed, label: breed })),
  cat: catBreeds.map((breed) => ({ value: breed, label: breed })),
}

/** One breed from the list (or typed), or a mix of up to five with percentages and one dominant breed. */
export function PetBreedEditor({ form }: { form: UseFormReturn<PetFormValues> }) {
  const { control, register, setValue, getValues, formState } = form
  const species = useWatch({ control, name: 'species' }) ?? 'dog'
  const { fields, append, remove } = useFieldArray({ control, name: 'breedMix' })
  const [isMixed, setIsMixed] = useState(() => (getValues('breedMix') ?? []).length > 0)
  const options = breedOptions[species]
  const mixErrors = formState.errors.breedMix

  const toggleMix = (mixed: boolean) => {
    setIsMixed(mixed)
    if (mixed) {
      setValue('breed', null)
      if (fields.length === 0) append({ breed: getValues('breed') ?? '', percentage: null, isDominant: true })
    } else {
      setValue('breedMix', [])
    }
  }

  return (
    <div className="grid gap-3 sm:col-span-2">
      <Checkbox label="Mixed breed" checked={isMixed} onChange={(event) => toggleMix(event.target.checked)} />
      {!isMixed ? (
        <Controller
          control={control}
          name="breed"
          render={({ field, fieldState }) => (
            <Combobox label="Breed" options={options} allowCustomValue value={field.value ?? ''} onChange={(breed) => field.onChange(breed || null)} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
      ) : (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-foreground">Breeds in the mix</legend>
          {mixErrors?.root?.message || mixErrors?.message ? <p className="text-sm text-destructive">{mixErrors.root?.message ?? mixErrors.message}</p> : null}
          {fields.map((item, index) => (
            <div key={item.id} className="grid items-end gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_8rem_auto]">
              <Controller
                control={control}
                name={`breedMix.${index}.breed`}
                render={({ field, fieldState }) => (
                  <Combobox label={`Breed ${index + 1}`} options={options} allowCustomValue value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
                )}
              />
              <TextField
                label="Percentage"
                type="number"
                min={1}
                max={100}
                error={mixErrors?.[index]?.percentage?.message}
                {...register(`breedMix.${index}.percentage`, { setValueAs: asNumberOrNull })}
              />
              <div className="flex items-center gap-2">
                <Controller
                  control={control}
                  name={`breedMix.${index}.isDominant`}
                  render={({ field }) => (
                    <Checkbox
                      type="radio"
                      name="dominant-breed"
                      label="Dominant"
                      checked={field.value === true}
                      onChange={() => fields.forEach((_, at) => setValue(`breedMix.${at}.isDominant`, at === index, { shouldDirty: true }))}
                    />
                  )}
                />
                <Button variant="ghost" size="icon" aria-label={`Remove breed ${index + 1}`} onClick={() => remove(index)}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </div>
          ))}
          {fields.length < MAX_BREEDS_IN_MIX ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => append({ breed: '', percentage: null, isDominant: fields.length === 0 })}>
              <PlusIcon aria-hidden="true" />
              Add breed
            </Button>
          ) : null}
        </fieldset>
      )}
    </div>
  )
}
