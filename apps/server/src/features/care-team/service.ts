import { addressText } from '@pawpulse/domain/address'
import { blanksToNull, hasAnyCareTeamField, type CareTeamContact, type CareTeamRole } from '@pawpulse/domain/care-team'
import type { CareTeamContactInput } from '@pawpulse/domain/care-team-input'
import { and, asc, eq } from 'drizzle-orm'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Tx } from '#server/db/client.ts'
import { careTeam, pets } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'

export async function listCareTeam({ db, petId }: PetScope): Promise<CareTeamContact[]> {
  const rows = await db.select().from(careTeam).where(eq(careTeam.petId, petId)).orderBy(asc(careTeam.role))
  return rows.map(toContact)
}

export async function saveCareTeamContact({ db, petId }: PetScope, { role, input }: { role: CareTeamRole; input: CareTeamContactInput }) {
  // Saved only when some field has a value; an all-blank form is not a contact.
  if (!hasAnyCareTeamField(input)) throw new AppError('VALIDATION', 'Fill in at least one field.')
  const [pet] = await db.select({ ownerId: pets.userId }).from(pets).where(eq(pets.id, petId))
  const row = await upsertCareTeamContact(db, { ownerId: pet!.ownerId, petId, role, input })
  return toContact(row)
}

/**
 * Upsert on (pet_id, role); blanks stored as null and the address text derived
 * (docs/product/pets.md#address-text). The row is the pet owner's, whoever of the household wrote it.
 */
export async function upsertCareTeamContact(
  tx: Tx,
  { ownerId, petId, role, input }: { ownerId: string; petId: string; role: CareTeamRole; input: CareTeamContactInput },
) {
  const fields = blanksToNull({
    name: input.name ?? null,
    clinic: input.clinic ?? null,
    phoneNumber: input.phoneNumber ?? null,
    email: input.email ?? null,
    street: input.street ?? null,
    streetNumber: input.streetNumber ?? null,
    city: input.city ?? null,
    postalCode: input.postalCode ?? null,
    country: input.country ?? null,
  })
  const fullAddress = addressText(fields) || null
  const [row] = await tx
    .insert(careTeam)
    .values({ ...fields, fullAddress, userId: ownerId, petId, role })
    .onConflictDoUpdate({ target: [careTeam.petId, careTeam.role], set: { ...fields, fullAddress } })
    .returning()
  return row!
}

export async function deleteCareTeamContact({ db, petId }: PetScope, role: CareTeamRole) {
  await db.delete(careTeam).where(and(eq(careTeam.petId, petId), eq(careTeam.role, role)))
}

function toContact(row: typeof careTeam.$inferSelect): CareTeamContact {
  return {
    id: row.id,
    petId: row.petId,
    role: row.role === 'Emergency Contact' ? 'Emergency Contact' : 'Primary Veterinarian',
    name: row.name,
    clinic: row.clinic,
    phoneNumber: row.phoneNumber,
    email: row.email,
    street: row.street,
    streetNumber: row.streetNumber,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    fullAddress: row.fullAddress,
    updatedAt: row.updatedAt.toISOString(),
  }
}
