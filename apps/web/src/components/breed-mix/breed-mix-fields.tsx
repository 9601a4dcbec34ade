import { catBreeds, dogBreeds } from '@pawpulse/domain/breed-list'
import { MAX_BREEDS_IN_MIX } from '@pawpulse/domain/breeds'
import type { Species } from '@pawpulse/domain/pets'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { useId } from 'react'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { Combobox } from '../ui/combobox'
import { TextField } from '../ui/text-field'
import { addRow, type BreedChoice, changeRow, setMixed } from './breed-choice'

const breedOptions = {
  dog: dogBreeds.map((breed) => ({ value: breed, label: breed })),
  cat: catBreeds.map((breed) => ({ value: breed, label: breed })),
}

interface BreedMixFieldsProps {
  /** '' until chosen: no list to pick from yet. */
  species: Species | ''
  value: BreedChoice
  onChange: (next: BreedChoice) => void
  /**
   * The message for a field, by the API's path: 'breed', 'breedMix' (the whole mix),
   * 'breedMix.0.breed', 'breedMix.0.percentage'.
   */
  errorOf: (path: string) => string | undefined
  /** The control's id by the same path, where the page links to its fields (an error summary). */
  idOf?: (path: string) => string
}

/**
 * The breed of a pet (pet onboarding and the pet editor): one breed from the list (or typed), or a
 * mix of up to five with percentages and one dominant breed. The rules are in `breed-choice.ts`.
 */
export function BreedMixFields({ species, value, onChange, errorOf, idOf }: BreedMixFieldsProps) {
  const dominantName = useId()
  const options = species ? breedOptions[species] : []
  const hint = species ? 'Pick from the list, or type a breed that is not on it.' : 'Choose the species to see its breeds.'
  const setMix = (mix: BreedChoice['mix']) => onChange({ ...value, mix })
  const mixError = errorOf('breedMix')

  return (
    <div className="grid gap-3 sm:col-span-2">
      <Checkbox label="Mixed breed" checked={value.isMixed} onChange={(event) => onChange(setMixed(value, event.target.checked))} />
      {!value.isMixed ? (
        <Combobox
          label="Breed"
          id={idOf?.('breed')}
          options={options}
          allowCustomValue
          value={value.breed}
          onChange={(breed) => onChange({ ...value, breed })}
          hint={hint}
          error={errorOf('breed')}
        />
      ) : (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-foreground">Breeds in the mix</legend>
          {mixError ? <p className="text-sm text-destructive">{mixError}</p> : null}
          {value.mix.map((row, index) => (
            <div key={index} className="grid items-end gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_8rem_auto]">
              <Combobox
                label={`Breed ${index + 1}`}
                id={idOf?.(`breedMix.${index}.breed`)}
                options={options}
                allowCustomValue
                value={row.breed}
                onChange={(breed) => setMix(changeRow(value.mix, index, { breed }))}
                error={errorOf(`breedMix.${index}.breed`)}
              />
              <TextField
                label="Percentage"
                id={idOf?.(`breedMix.${index}.percentage`)}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={row.percentage}
                onChange={(event) => setMix(changeRow(value.mix, index, { percentage: event.target.value }))}
                error={errorOf(`breedMix.${index}.percentage`)}
              />
              <div className="flex items-center gap-2">
                <Checkbox
                  type="radio"
                  name={dominantName}
                  label="Dominant"
                  checked={row.isDominant}
                  onChange={() => setMix(changeRow(value.mix, index, { isDominant: true }))}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove breed ${index + 1}`}
                  onClick={() => setMix(value.mix.filter((_, at) => at !== index))}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </div>
          ))}
          {value.mix.length < MAX_BREEDS_IN_MIX ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setMix(addRow(value.mix))}>
              <PlusIcon aria-hidden="true" />
              Add breed
            </Button>
          ) : null}
        </fieldset>
      )}
    </div>
  )
}
