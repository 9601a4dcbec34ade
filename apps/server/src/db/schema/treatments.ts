import { sql } from 'drizzle-orm'
import { boolean, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth'
import { timestamps } from './columns'
import { pets } from './pets'

/** Reference data (seeded; docs/product/medications-and-treatments.md#reference-data): what a product is for, per species. */
export const treatmentTypes = pgTable(
  'treatment_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    species: text('species').notNull(),
    /** e.g. 'flea_tick', 'heartworm', 'dewormer' */
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('treatment_types_species_name_uq').on(t.species, t.name)],
)

export const treatmentBrands = pgTable(
  'treatment_brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    manufacturer: text('manufacturer').notNull(),
    isCombo: boolean('is_combo').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('treatment_brands_manufacturer_idx').on(t.manufacturer)],
)

/** A brand used for a type of treatment, with its default interval and safety note. */
export const treatmentDetails = pgTable(
  'treatment_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    typeId: uuid('type_id')
      .notNull()
      .references(() => treatmentTypes.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => treatmentBrands.id, { onDelete: 'cascade' }),
    defaultFrequency: text('default_frequency').notNull(),
    safetyNote: text('safety_note'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('treatment_details_type_brand_uq').on(t.typeId, t.brandId),
    index('treatment_details_brand_idx').on(t.brandId),
    check(
      'treatment_details_frequency_check',
      sql`${t.defaultFrequency} in ('monthly', 'every_2_months', 'every_3_months', 'every_6_months', 'annual')`,
    ),
  ],
)

/** A product variant, e.g. a weight band ("Large dog 10–25 kg"). */
export const treatmentVariants = pgTable(
  'treatment_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => treatmentBrands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('treatment_variants_brand_name_uq').on(t.brandId, t.name)],
)

/** Brands an owner added themselves (also shown to admins as "other" answers). */
export const userTreatmentBrands = pgTable(
  'user_treatment_brands',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    species: text('species').notNull(),
    type: text('type').notNull(),
    manufacturer: text('manufacturer'),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_treatment_brands_uq').on(t.userId, t.species, t.type, sql`lower(${t.name})`)],
)

export const userTreatmentManufacturers = pgTable(
  'user_treatment_manufacturers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('user_treatment_manufacturers_uq').on(t.userId, sql`lower(${t.name})`)],
)

/**
 * A parasite treatment given to a pet: a seeded product, the owner's own brand, or only a name.
 * `product_name` keeps the name at the time, so a renamed or removed brand leaves the history
 * readable; the next due date is computed from `given_on` and `frequency`
 * (docs/product/medications-and-treatments.md#next-due-date).
 */
export const parasiteTreatments = pgTable(
  'parasite_treatments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    brandId: uuid('brand_id').references(() => treatmentBrands.id, { onDelete: 'set null' }),
    userBrandId: uuid('user_brand_id').references(() => userTreatmentBrands.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    treatmentType: text('treatment_type').notNull(),
    variant: text('variant'),
    frequency: text('frequency').notNull(),
    givenOn: date('given_on').notNull(),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    index('parasite_treatments_pet_given_idx').on(t.petId, t.givenOn.desc()),
    index('parasite_treatments_user_brand_idx').on(t.userBrandId),
    check(
      'parasite_treatments_frequency_check',
      sql`${t.frequency} in ('monthly', 'every_2_months', 'every_3_months', 'every_6_months', 'annual')`,
    ),
    check('parasite_treatments_type_check', sql`${t.treatmentType} in ('flea_tick', 'heartworm', 'dewormer', 'ear_mites', 'combo')`),
  ],
)
