import { sql } from 'drizzle-orm'
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'
import { pets } from './pets'

export const careTeamRoles = ['Primary Veterinarian', 'Emergency Contact'] as const

export const careTeam = pgTable(
  'care_team',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    name: text('name'),
    clinic: text('clinic'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    street: text('street'),
    streetNumber: text('street_number'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    fullAddress: text('full_address'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('care_team_pet_role_uq').on(t.petId, t.role),
    check('care_team_role_check', sql`${t.role} in ('Primary Veterinarian', 'Emergency Contact')`),
  ],
)
