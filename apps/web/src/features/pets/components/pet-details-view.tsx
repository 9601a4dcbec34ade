import { ageLabel } from '@pawpulse/domain/age'
import { breedLabel } from '@pawpulse/domain/breeds'
import type { PetDetail } from '@pawpulse/domain/pets'
import type { UnitSystem } from '@pawpulse/domain/profile'
import { formatWeight } from '@pawpulse/domain/units'
import { useState } from 'react'
import { acquisitionSourceLabels, labelFor, sexLabels, speciesLabels, trackerLabels } from '#web/lib/pet-labels.ts'
import { conditionPagesOf } from '#web/lib/pets/condition-pages.ts'
import { formatIsoDate } from '#web/lib/format-date.ts'

const yesNo = (value: boolean | null) => (value === null ? 'Not specified' : value ? 'Yes' : 'No')

/** Every field of the pet with its display rules (age, breed mix, weight in the owner's units; docs/product/pets.md#age-display). */
export function PetDetailsView({ pet, unitSystem }: { pet: PetDetail; unitSystem: UnitSystem | null }) {
  // Today, read once per visit: an age does not need to tick over while the page is open.
  const [today] = useState(() => new Date())
  const mix =
    pet.breedMix.length > 1
      ? pet.breedMix.map((entry) => `${entry.breed}${entry.percentage == null ? '' : ` ${entry.percentage}%`}`).join(', ')
      : null
  const source = labelFor(acquisitionSourceLabels, pet.acquisitionSource)
  const rows: [string, string][] = [
    ['Species', speciesLabels[pet.species]],
    ['Breed', breedLabel(pet) ?? 'Not specified'],
    ...(mix ? [['Breed mix', mix] as [string, string]] : []),
    ['Age', ageLabel(pet, today)],
    ['Birthdate', pet.birthdate ? `${formatIsoDate(pet.birthdate)}${pet.birthdateEstimated ? ' (estimated)' : ''}` : 'Not specified'],
    ['Weight', pet.weight === null ? 'Not recorded' : formatWeight(pet.weight, pet.weightUnit ?? 'kg', unitSystem)],
    ['Sex', labelFor(sexLabels, pet.sex) ?? 'Not specified'],
    ['Colour', pet.color ?? 'Not specified'],
    ['Microchipped', pet.microchipped ? (pet.microchipId ? `Yes, ${pet.microchipId}` : 'Yes') : 'No'],
    ['Neutered or spayed', yesNo(pet.neutered)],
    ['Came from', source ? `${source}${pet.acquisitionSourceDetails ? `: ${pet.acquisitionSourceDetails}` : ''}` : 'Not specified'],
    ['Nicknames', pet.nickNames.join(', ') || 'None'],
    [
      'Current conditions',
      conditionPagesOf(pet)
        .map((c) => c.label)
        .join(', ') || 'None recorded',
    ],
    ['Symptom tracking', pet.enabledVitals.map((tracker) => labelFor(trackerLabels, tracker)).join(', ') || 'Nothing yet'],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-muted-foreground">{term}</dt>
          <dd className="text-foreground [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
