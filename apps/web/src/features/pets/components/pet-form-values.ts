import type { acquisitionSources, petUpdateSchema, sexes } from '@pawpulse/domain/pet-input'
import type { PetDetail } from '@pawpulse/domain/pets'
import type { UnitSystem } from '@pawpulse/domain/profile'
import type { Tracker } from '@pawpulse/domain/trackers'
import { weightUnitFor } from '@pawpulse/domain/units'
import type { z } from 'zod'

/** The edit form holds what `PATCH /api/pets/{petId}` takes (petUpdateSchema), nothing else (it is strict). */
export type PetFormValues = z.input<typeof petUpdateSchema>

export function petFormValues(pet: PetDetail, unitSystem: UnitSystem | null): PetFormValues {
  return {
    name: pet.name,
    species: pet.species,
    breed: pet.breed,
    breedMix: pet.breedMix.map((entry) => ({ breed: entry.breed, percentage: entry.percentage, isDominant: entry.isDominant })),
    birthdate: pet.birthdate,
    birthdateEstimated: pet.birthdateEstimated,
    age: pet.age,
    weight: pet.weight,
    // A weight is entered in the owner's unit unless the pet's is already set.
    weightUnit: pet.weightUnit ?? weightUnitFor(unitSystem),
    sex: pet.sex as (typeof sexes)[number] | null,
    color: pet.color,
    microchipped: pet.microchipped,
    microchipId: pet.microchipId,
    neutered: pet.neutered,
    acquisitionSource: pet.acquisitionSource as (typeof acquisitionSources)[number] | null,
    acquisitionSourceDetails: pet.acquisitionSourceDetails,
    nickNames: pet.nickNames,
    enabledVitals: pet.enabledVitals as Tracker[],
  }
}

export const petFieldNames = [
  'name',
  'species',
  'breed',
  'breedMix',
  'birthdate',
  'birthdateEstimated',
  'age',
  'weight',
  'weightUnit',
  'sex',
  'color',
  'microchipped',
  'microchipId',
  'neutered',
  'acquisitionSource',
  'acquisitionSourceDetails',
  'nickNames',
  'enabledVitals',
] as const
