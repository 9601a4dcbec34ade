import type { PetImage } from '@pawpulse/domain/pets'
import type { petImages } from '../../db/schema'

/** The access-checked file route of an image; the id is a random UUID, so it cannot be guessed. */
export function petImageUrl(imageId: string, variant: 'original' | 'thumbnail'): string {
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
