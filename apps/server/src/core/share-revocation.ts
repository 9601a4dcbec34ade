import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { pets, reportShares } from '#server/db/schema.ts'
import { findPetAccess } from './pet-access'

/**
 * Revokes the share links `userId` made for `ownerId`'s pets that they may no longer change: a
 * co-parent revoked, removed, made a viewer or no longer sharing a pet takes no working link
 * with them (decision 060). Run in the transaction that changes the membership, after the change.
 */
export async function revokeLinksOfFormerSharer({
  db,
  ownerId,
  userId,
  now = new Date(),
}: {
  db: Database
  ownerId: string
  userId: string
  now?: Date
}) {
  const made = await db
    .selectDistinct({ petId: reportShares.petId })
    .from(reportShares)
    .innerJoin(pets, eq(pets.id, reportShares.petId))
    .where(and(eq(pets.userId, ownerId), eq(reportShares.createdBy, userId), isNull(reportShares.revokedAt)))
  const lost: string[] = []
  for (const { petId } of made) {
    const access = await findPetAccess({ db, userId, petId })
    if (access !== 'owner' && access !== 'editor') lost.push(petId)
  }
  if (lost.length === 0) return
  await db
    .update(reportShares)
    .set({ revokedAt: now })
    .where(and(eq(reportShares.createdBy, userId), inArray(reportShares.petId, lost), isNull(reportShares.revokedAt)))
}
