import { MAX_BREEDS_IN_MIX } from '@pawpulse/domain/breeds'
import { PlusIcon, Trash2Icon } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { Checkbox } from '../../../components/ui/checkbox'
import { Combobox } from '../../../components/ui/combobox'
import { TextField } from '../../../components/ui/text-field'
import type { BreedMixDraft } from '../../../lib/stores/onboarding-draft-types'
import { fieldId } from '../utils/sections'
import { breedOptions } from './breed-options'
import { type SectionProps, usePetDraft } from './use-pet-draft'

const path = (index: number, field: string) => `generalInfo.breedMix.${index}.${field}`

/** A breed from the list (or typed), or a mix of up to five with percentages (spec §3 breeds list). */
export function BreedFields({ errors }: SectionProps) {
  const { pet, setGroup } = usePetDraft()
  const info = pet.generalInfo
  const options = breedOptions(info.species)
  const setMix = (breedMix: BreedMixDraft[]) => setGroup('generalInfo', { breedMix })
  const changeEntry = (index: number, changes: Partial<BreedMixDraft>) =>
    setMix(info.breedMix.map((entry, at) => (at === index ? { ...entry, ...changes } : changes.isDominant ? { ...entry, isDominant: false } : entry)))
  const hint = info.species ? 'Pick from the list, or type a breed that is not on it.' : 'Choose the species to see its breeds.'

  return (
    <div className="grid gap-3 sm:col-span-2">
      <Checkbox
        label="Mixed breed"
        checked={info.isMixedBreed}
        onChange={(event) =>
          setGroup('generalInfo', {
            isMixedBreed: event.target.checked,
            breedMix: event.target.checked && info.breedMix.length === 0 ? [{ breed: '', percentage: '', isDominant: true }] : info.breedMix,
          })
        }
      />
      {!info.isMixedBreed ? (
        <Combobox
          label="Breed"
          id={fieldId('generalInfo.breed')}
          options={options}
          allowCustomValue
          value={info.breed}
          onChange={(breed) => setGroup('generalInfo', { breed })}
          hint={hint}
          error={errors['generalInfo.breed']}
        />
      ) : (
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-foreground">Breeds in the mix</legend>
          {errors['generalInfo.breedMix'] ? <p className="text-sm text-destructive">{errors['generalInfo.breedMix']}</p> : null}
          {info.breedMix.map((entry, index) => (
            <div key={index} className="grid items-end gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_8rem_auto]">
              <Combobox
                label={`Breed ${index + 1}`}
                id={fieldId(path(index, 'breed'))}
                options={options}
                allowCustomValue
                value={entry.breed}
                onChange={(breed) => changeEntry(index, { breed })}
                error={errors[path(index, 'breed')]}
              />
              <TextField
                label="Percentage"
                id={fieldId(path(index, 'percentage'))}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                value={entry.percentage}
                onChange={(event) => changeEntry(index, { percentage: event.target.value })}
                error={errors[path(index, 'percentage')]}
              />
              <div className="flex items-center gap-2">
                <Checkbox
                  type="radio"
                  name="dominant-breed"
                  label="Dominant"
                  checked={entry.isDominant}
                  onChange={() => changeEntry(index, { isDominant: true })}
                />
                <Button variant="ghost" size="icon" aria-label={`Remove breed ${index + 1}`} onClick={() => setMix(info.breedMix.filter((_, at) => at !== index))}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            </div>
          ))}
          {info.breedMix.length < MAX_BREEDS_IN_MIX ? (
            <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setMix([...info.breedMix, { breed: '', percentage: '', isDominant: false }])}>
              <PlusIcon aria-hidden="true" />
              Add breed
            </Button>
          ) : null}
        </fieldset>
      )}
    </div>
  )
}
