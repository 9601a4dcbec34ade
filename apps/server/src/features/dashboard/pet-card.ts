import { DEFAULT_ALERT_THRESHOLD } from '@pawpulse/domain/breathing'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { breathingSettings, careTeam, pets } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'

const statementsFor = preparedPerDatabase((db) => ({
  petCard: db
    .select({
      id: pets.id,
      name: pets.name,
      species: pets.species,
      weight: pets.weight,
      weightUnit: pets.weightUnit,
      profileImageId: pets.profileImageId,
      alertThreshold: breathingSettings.alertThreshold,
      vetId: careTeam.id,
      vetName: careTeam.name,
      vetPhone: careTeam.phoneNumber,
    })
    .from(pets)
    .leftJoin(breathingSettings, eq(breathingSettings.petId, pets.id))
    .leftJoin(careTeam, and(eq(careTeam.petId, pets.id), eq(careTeam.role, 'Primary Veterinarian')))
    .where(eq(pets.id, sql.placeholder('petId')))
    .prepare('pawpulse_dashboard_pet_card'),
}))

/**
 * The pet with its breathing threshold and primary vet, in one read (the dashboard's hottest path;
 * the breathing pages read the same through loadBreathingSettings and loadPrimaryVet).
 */
export async function loadPetCard(db: Database, petId: string) {
  const [row] = await statementsFor(db).petCard.execute({ petId })
  if (!row) throw AppError.notFound('Pet not found')
  const { alertThreshold, vetId, vetName, vetPhone, ...pet } = row
  return {
    pet: {
      ...pet,
      species: pet.species === 'cat' ? ('cat' as const) : ('dog' as const),
      weightUnit: pet.weightUnit === 'kg' || pet.weightUnit === 'lb' ? (pet.weightUnit as 'kg' | 'lb') : null,
    },
    threshold: alertThreshold ?? DEFAULT_ALERT_THRESHOLD,
    primaryVet: vetId ? { name: vetName, phoneNumber: vetPhone } : null,
  }
}
