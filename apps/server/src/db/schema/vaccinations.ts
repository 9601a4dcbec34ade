import { vaccineKeys } from '@pawpulse/domain/vaccines'
import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './columns'
import { petRef, recordedBy } from './pet-columns'

/**
 * A vaccination given to a pet (docs/product/medications-and-treatments.md#vaccinations): a
 * catalogue vaccine (`vaccine_key`, domain vaccines.ts; its name copied to `vaccine_name`) or one
 * typed by name (`vaccine_key` null). The latest dose of each vaccine says what is due.
 */
export const petVaccinations = pgTable(
  'pet_vaccinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: petRef(),
    recordedBy: recordedBy(),
    vaccineKey: text('vaccine_key'),
    vaccineName: text('vaccine_name').notNull(),
    givenOn: date('given_on').notNull(),
    nextDueOn: date('next_due_on'),
    clinic: text('clinic'),
    batchNumber: text('batch_number'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('pet_vaccinations_pet_given_idx').on(t.petId, t.givenOn.desc()),
    check(
      'pet_vaccinations_vaccine_key_check',
      sql`${t.vaccineKey} is null or ${t.vaccineKey} in (${sql.raw(vaccineKeys.map((k) => `'${k}'`).join(', '))})`,
    ),
    check('pet_vaccinations_next_due_check', sql`${t.nextDueOn} is null or ${t.nextDueOn} > ${t.givenOn}`),
  ],
)
