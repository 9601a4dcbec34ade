import { defaultTrackers, trackers } from '@pawpulse/domain/trackers'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { speciesLabels, trackerLabels } from '#web/lib/pet-labels.ts'
import { type SectionProps, usePetDraft } from './use-pet-draft'

/** Section 8, symptom tracking: the species' default trackers (docs/product/pets.md#species-trackers) come pre-ticked. */
export function SymptomTrackingSection({ errors }: SectionProps) {
  const { pet, updatePet } = usePetDraft()
  const species = pet.generalInfo.species
  const suggested = defaultTrackers(species)
  const enabled = pet.enabledVitals ?? suggested
  const hint = species
    ? `Suggested for a ${speciesLabels[species].toLowerCase()}: ${suggested.map((tracker) => trackerLabels[tracker].toLowerCase()).join(', ')}.`
    : 'Choose the species in General information to see the suggestions.'

  return (
    <Fieldset legend="What to track" hint={hint} error={errors['symptomTracking.enabledVitals']}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {trackers.map((tracker) => (
          <Checkbox
            key={tracker}
            label={trackerLabels[tracker]}
            checked={enabled.includes(tracker)}
            onChange={(event) =>
              updatePet((current) => ({
                ...current,
                enabledVitals: event.target.checked ? [...enabled, tracker] : enabled.filter((entry) => entry !== tracker),
              }))
            }
          />
        ))}
      </div>
    </Fieldset>
  )
}
