import type { PetImage } from '@pawpulse/domain/pets'
import { inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { petImages, vetRecords } from '../db/schema'

/*
 * Where a pet's photos live and how they are shown: shared by the pet itself (its photo and
 * gallery), the photo routes, and whoever deletes pets (the pet, the account).
 */

export type PetImageVariant = 'original' | 'thumbnail'

/** Server-made keys (never a file name): the image id is a random UUID, so keys cannot collide or be guessed. */
export function petImageKeys(petId: string, imageId: string, extension: string) {
  return { storageKey: `pets/${petId}/${imageId}.${extension}`, thumbnailKey: `pets/${petId}/${imageId}-thumb.webp` }
}

/** The access-checked file route of an image; the id is a random UUID, so it cannot be guessed. */
export function petImageUrl(imageId: string, variant: PetImageVariant): string {
  return `/api/files/pet-images/${imageId}/${variant}`
}

export function toPetImage(row: typeof petImages.$inferSelect): PetImage {
  return {
    id: row.id,
    url: petImageUrl(row.id, 'original'),
    thumbnailUrl: petImageUrl(row.id, 'thumbnail'),
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * Every file of these pets — both files of each photo and the vet's records kept as its documents —
 * for callers that delete the pets themselves (rows go by cascade).
 */
export async function listPetFileKeys({ db, petIds }: { db: Database; petIds: string[] }): Promise<string[]> {
  if (!petIds.length) return []
  const rows = await db
    .select({ storageKey: petImages.storageKey, thumbnailKey: petImages.thumbnailKey })
    .from(petImages)
    .where(inArray(petImages.petId, petIds))
  const documents = await db.select({ fileKey: vetRecords.fileKey }).from(vetRecords).where(inArray(vetRecords.petId, petIds))
  return [...rows.flatMap((row) => [row.storageKey, row.thumbnailKey]), ...documents.map((row) => row.fileKey)]
}
