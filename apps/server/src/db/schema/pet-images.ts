import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { pets } from './pets'

/**
 * Files are stored through the FileStore under an unguessable key; `image_url` is
 * derived from the row id when the API answers, never a public bucket URL.
 */
export const petImages = pgTable(
  'pet_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    thumbnailKey: text('thumbnail_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    ...timestamps,
  },
  (t) => [index('pet_images_pet_id_created_at_idx').on(t.petId, t.createdAt.desc())],
)
