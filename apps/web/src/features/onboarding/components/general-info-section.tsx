import { acquisitionSources, sexes } from '@pawpulse/domain/pet-input'
import { species } from '@pawpulse/domain/pets'
import { weightUnitFor, weightUnits } from '@pawpulse/domain/units'
import { BreedMixFields } from '#web/components/breed-mix/breed-mix-fields.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { acquisitionSourceLabels, sexLabels, speciesLabels } from '#web/lib/pet-labels.ts'
import type { GeneralInfoDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'
import { AgeFields } from './age-fields'
import { type SectionProps, usePetDraft } from './use-pet-draft'
import { useOwnerUnitSystem } from './use-owner-unit-system'

const yesNoOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

/** Section 1, general information: who the pet is. Only the name and species are required. */
export function GeneralInfoSection({ errors }: SectionProps) {
  const { pet, setGroup } = usePetDraft()
  const unitSystem = useOwnerUnitSystem()
  const info = pet.generalInfo
  const set = (changes: Partial<GeneralInfoDraft>) => setGroup('generalInfo', changes)
  const text = (field: keyof GeneralInfoDraft) => ({
    id: fieldId(`generalInfo.${field}`),
    value: String(info[field]),
    error: errors[`generalInfo.${field}`],
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
  })

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" autoComplete="off" required aria-required="true" {...text('name')} />
      <Fieldset legend="Species" error={errors['generalInfo.species']}>
        <div className="flex gap-6">
          {species.map((value) => (
            <Checkbox
              key={value}
              type="radio"
              name="species"
              label={speciesLabels[value]}
              checked={info.species === value}
              onChange={() => set({ species: value })}
            />
          ))}
        </div>
      </Fieldset>
      <BreedMixFields
        species={info.species}
        value={{ isMixed: info.isMixedBreed, breed: info.breed, mix: info.breedMix }}
        onChange={(next) => set({ isMixedBreed: next.isMixed, breed: next.breed, breedMix: next.mix })}
        errorOf={(path) => errors[`generalInfo.${path}`]}
        idOf={(path) => fieldId(`generalInfo.${path}`)}
      />
      <AgeFields errors={errors} />
      <div className="grid grid-cols-[1fr_7rem] gap-3">
        <TextField label="Weight" type="number" inputMode="decimal" min={0} step="0.1" {...text('weight')} />
        <SelectField
          label="Unit"
          id={fieldId('generalInfo.weightUnit')}
          options={weightUnits.map((unit) => ({ value: unit, label: unit }))}
          value={info.weightUnit || weightUnitFor(unitSystem)}
          onChange={(event) => set({ weightUnit: event.target.value as GeneralInfoDraft['weightUnit'] })}
          error={errors['generalInfo.weightUnit']}
        />
      </div>
      <SelectField
        label="Sex"
        emptyLabel="Not specified"
        options={sexes.map((value) => ({ value, label: sexLabels[value] }))}
        {...text('sex')}
      />
      <TextField label="Colour" {...text('color')} />
      <SelectField label="Neutered or spayed" emptyLabel="Not specified" options={yesNoOptions} {...text('neutered')} />
      <div className="grid content-start gap-2">
        <Checkbox label="Microchipped" checked={info.microchipped} onChange={(event) => set({ microchipped: event.target.checked })} />
        {errors['generalInfo.microchipped'] ? <p className="text-sm text-destructive">{errors['generalInfo.microchipped']}</p> : null}
        {info.microchipped ? (
          <TextField
            label="Microchip number"
            inputMode="numeric"
            hint="15 digits on most chips; spaces are fine."
            {...text('microchipId')}
          />
        ) : null}
      </div>
      <div className="grid content-start gap-3">
        <SelectField
          label="Where did your pet come from?"
          emptyLabel="Not specified"
          options={acquisitionSources.map((value) => ({ value, label: acquisitionSourceLabels[value] }))}
          {...text('acquisitionSource')}
        />
        {info.acquisitionSource ? <TextField label="Details about where your pet came from" {...text('acquisitionSourceDetails')} /> : null}
      </div>
      <TextField label="Nicknames" hint="Separate them with commas." {...text('nickNames')} />
    </div>
  )
}
