import { isKnownBreed } from '@pawpulse/domain/breeds'
import type { PetCreate, PetUpdate } from '@pawpulse/domain/pet-input'
import type { Species } from '@pawpulse/domain/pets'
import { defaultTrackers } from '@pawpulse/domain/trackers'
import { eq } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import type { Tx } from '#server/db/client.ts'
import { petBreedMix, petBreeds, pets } from '#server/db/schema.ts'

/** Inserts a pet (and its breed mix) for its owner; used by `POST /api/pets` and onboarding (inside its transaction). */
export async function insertPet(tx: Tx, { ownerId, input, completed }: { ownerId: string; input: PetCreate; completed: boolean }) {
  const { breedMix, ...fields } = input
  const [pet] = await tx
    .insert(pets)
    .values({
      ...fields,
      userId: ownerId,
      completed,
      enabledVitals: fields.enabledVitals ?? defaultTrackers(fields.species),
      microchipped: fields.microchipped ?? Boolean(fields.microchipId),
    })
    .returning({ id: pets.id })
  if (!pet) throw new Error('pet insert returned nothing')
  if (breedMix) await replaceBreedMix(tx, { petId: pet.id, breedMix })
  await keepCustomBreeds(tx, { species: fields.species, ownerId, names: [fields.breed, ...(breedMix ?? []).map((b) => b.breed)] })
  return pet.id
}

/** The fields sent change (an empty PATCH changes nothing); a breed mix sent replaces the old one. */
export async function applyPetUpdate(
  tx: Tx,
  { pet, editorId, input }: { pet: typeof pets.$inferSelect; editorId: string; input: PetUpdate },
) {
  const { breedMix, ...fields } = input
  await patchRow(tx, pets, pet, fields)
  if (breedMix) await replaceBreedMix(tx, { petId: pet.id, breedMix })
  const species: Species = pet.species === 'cat' ? 'cat' : 'dog'
  await keepCustomBreeds(tx, {
    species: fields.species ?? species,
    ownerId: editorId,
    names: [fields.breed, ...(breedMix ?? []).map((b) => b.breed)],
  })
}

async function replaceBreedMix(tx: Tx, { petId, breedMix }: { petId: string; breedMix: NonNullable<PetCreate['breedMix']> }) {
  await tx.delete(petBreedMix).where(eq(petBreedMix.petId, petId))
  if (breedMix.length === 0) return
  await tx
    .insert(petBreedMix)
    .values(breedMix.map((entry) => ({ petId, breed: entry.breed, percentage: entry.percentage ?? null, isDominant: entry.isDominant })))
}

/**
 * A breed typed by hand that is not on the recognised list is kept (is_custom) so that admins
 * can review it and add it as an option (docs/product/feedback-and-admin.md#other-responses).
 */
async function keepCustomBreeds(
  tx: Tx,
  { species, ownerId, names }: { species: Species; ownerId: string; names: (string | null | undefined)[] },
) {
  const custom = [...new Set(names.filter((n): n is string => !!n?.trim()).map((n) => n.trim()))].filter(
    (name) => !isKnownBreed(species, name),
  )
  if (custom.length === 0) return
  await tx
    .insert(petBreeds)
    .values(custom.map((name) => ({ species, name, isCustom: true, createdBy: ownerId })))
    .onConflictDoNothing()
}
