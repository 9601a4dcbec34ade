import { isResolved } from '@pawpulse/domain/health-condition'
import type { PetAccessLevel, PetDetail } from '@pawpulse/domain/pets'
import { asc, desc, eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { petBreedMix, petHealthConditions, petImages, pets } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { toPetImage } from '#server/core/pet-photos.ts'
import { currentConditionFields } from './list-pets'

/** One pet with its breed mix, images and current conditions: three small indexed reads. */
export async function loadPetDetail({ db, petId, access }: { db: Database; petId: string; access: PetAccessLevel }): Promise<PetDetail> {
  const [pet] = await db.select().from(pets).where(eq(pets.id, petId))
  if (!pet) throw AppError.notFound('Pet not found')
  const [mix, images, conditions] = await Promise.all([
    db.select().from(petBreedMix).where(eq(petBreedMix.petId, petId)).orderBy(desc(petBreedMix.isDominant), asc(petBreedMix.createdAt)),
    db.select().from(petImages).where(eq(petImages.petId, petId)).orderBy(desc(petImages.createdAt)),
    db.select().from(petHealthConditions).where(eq(petHealthConditions.petId, petId)).orderBy(desc(petHealthConditions.createdAt)),
  ])
  return {
    id: pet.id,
    name: pet.name,
    species: pet.species === 'cat' ? 'cat' : 'dog',
    access,
    breed: pet.breed,
    breedMix: mix.map((m) => ({ breed: m.breed, percentage: m.percentage, isDominant: m.isDominant })),
    birthdate: pet.birthdate,
    birthdateEstimated: pet.birthdateEstimated,
    age: pet.age,
    weight: pet.weight,
    weightUnit: pet.weightUnit === 'kg' || pet.weightUnit === 'lb' ? pet.weightUnit : null,
    sex: pet.sex,
    color: pet.color,
    microchipped: pet.microchipped,
    microchipId: pet.microchipId,
    neutered: pet.neutered,
    acquisitionSource: pet.acquisitionSource,
    acquisitionSourceDetails: pet.acquisitionSourceDetails,
    nickNames: pet.nickNames,
    active: pet.active,
    enabledVitals: pet.enabledVitals,
    completed: pet.completed,
    profileImageId: pet.profileImageId,
    images: images.map(toPetImage),
    ...currentConditionFields(conditions.filter((c) => !isResolved(c))),
    createdAt: pet.createdAt.toISOString(),
    updatedAt: pet.updatedAt.toISOString(),
  }
}
