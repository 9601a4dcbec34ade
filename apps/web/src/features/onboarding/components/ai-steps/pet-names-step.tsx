import { species } from '@pawpulse/domain/pets'
import { Button } from '#web/components/ui/button.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { type AiDraftPet, useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'

const speciesOptions = species.map((value) => ({ value, label: value === 'dog' ? 'Dog' : 'Cat' }))
const PET_NAME_MAX = 60

/** Step 2's rule: at least one pet, each with a name and a species (the same words as pet onboarding). */
export function petNameErrors(pet: AiDraftPet): { name?: string; species?: string } {
  const name = pet.name.trim()
  return {
    ...(name
      ? name.length > PET_NAME_MAX
        ? { name: `Pet name must be at most ${PET_NAME_MAX} characters` }
        : {}
      : { name: 'Pet name is required' }),
    ...(pet.species ? {} : { species: 'Choose dog or cat' }),
  }
}

export const hasPetNameErrors = (pets: readonly AiDraftPet[]) =>
  pets.length === 0 || pets.some((pet) => Object.keys(petNameErrors(pet)).length > 0)

/** Step 2: one or more pets, each with a name and a species. */
export function PetNamesStep({ showErrors }: { showErrors: boolean }) {
  const { pets, addPet, updatePet, removePet } = useAiOnboardingStore()
  return (
    <div className="mt-4 grid gap-4">
      {showErrors && pets.length === 0 ? <p className="text-sm text-destructive">Add at least one pet</p> : null}
      <ol className="grid gap-3">
        {pets.map((pet, index) => {
          const errors = showErrors ? petNameErrors(pet) : {}
          return (
            <li key={pet.key} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
              <TextField
                label={`Pet ${index + 1}: name`}
                value={pet.name}
                error={errors.name}
                maxLength={PET_NAME_MAX + 20}
                data-pet-field="name"
                onChange={(e) => updatePet(pet.key, { name: e.target.value })}
              />
              <SelectField
                label={`Pet ${index + 1}: species`}
                options={speciesOptions}
                emptyLabel="Choose…"
                value={pet.species}
                error={errors.species}
                data-pet-field="species"
                onChange={(e) => updatePet(pet.key, { species: e.target.value as AiDraftPet['species'] })}
              />
              {pets.length > 1 ? (
                <Button variant="ghost" size="sm" className="sm:mt-6" onClick={() => removePet(pet.key)}>
                  Remove {pet.name.trim() || `pet ${index + 1}`}
                </Button>
              ) : null}
            </li>
          )
        })}
      </ol>
      <div>
        <Button variant="outline" onClick={addPet}>
          Add another pet
        </Button>
      </div>
    </div>
  )
}
