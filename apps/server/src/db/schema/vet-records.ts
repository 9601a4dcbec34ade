import { vetRecordStatuses } from '@pawpulse/domain/vet-record-api'
import { MAX_VET_RECORD_BYTES } from '@pawpulse/domain/vet-record-files'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { limit, textList, timestamps } from './columns'
import { pets } from './pets'

/**
 * A vet's record an owner uploaded in the AI wizard (docs/product/vet-records.md), and its reading
 * job: the row is the queue (docs/decisions/027). `queued` rows are claimed with FOR UPDATE SKIP
 * LOCKED (status → reading, `locked_until` set); a reader that died leaves `reading` with a
 * `locked_until` in the past, and the row is claimed again. The original file is in the FileStore
 * under `file_key` (private: served only through the access-checked file route). The text is kept
 * so the record can be parsed again by a better parser without reading the file again.
 */
export const vetRecords = pgTable(
  'vet_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The uploader. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pet it was attached to when the wizard saved; null until then. Deleted with the pet. */
    petId: uuid('pet_id').references(() => pets.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileKey: text('file_key').notNull().unique(),
    status: text('status').notNull().default('queued'),
    progressPage: integer('progress_page'),
    progressPages: integer('progress_pages'),
    error: text('error'),
    pages: integer('pages'),
    ocrPages: integer('ocr_pages'),
    text: text('text'),
    record: jsonb('record'),
    attempts: integer('attempts').notNull().default(0),
    /** While `reading`: until when the claim holds; after it another instance may take the row over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Which instance claimed it (for the log). */
    claimedBy: text('claimed_by'),
    ...timestamps,
  },
  (t) => [
    index('vet_records_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('vet_records_pet_created_idx').on(t.petId, t.createdAt.desc()),
    index('vet_records_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('queued', 'reading')`),
    check('vet_records_status_check', sql`${t.status} in (${textList(vetRecordStatuses)})`),
    check('vet_records_size_check', sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= ${limit(MAX_VET_RECORD_BYTES)}`),
    check('vet_records_file_name_check', sql`char_length(${t.fileName}) between 1 and 255`),
  ],
)
