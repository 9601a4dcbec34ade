import { catBreeds, dogBreeds } from '@pawpulse/domain/breed-list'
import type { Species } from '@pawpulse/domain/pets'

const options = {
  dog: dogBreeds.map((breed) => ({ value: breed, label: breed })),
  cat: catBreeds.map((breed) => ({ value: breed, label: breed })),
}

/** The recognised breeds of a species for the breed picker; none until the species is chosen. */
export function breedOptions(species: Species | ''): { value: string; label: string }[] {
  return species ? options[species] : []
}
