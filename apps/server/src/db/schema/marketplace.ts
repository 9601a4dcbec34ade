import { conditionKeys } from '@pawpulse/domain/conditions'
import { marketplaceCategories } from '@pawpulse/domain/marketplace'
import {
  MARKETPLACE_DESCRIPTION_MAX,
  MARKETPLACE_MAKER_MAX,
  MARKETPLACE_NAME_MAX,
  MARKETPLACE_URL_MAX,
} from '@pawpulse/domain/marketplace-api'
import { species } from '@pawpulse/domain/pets'
import { sql } from 'drizzle-orm'
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { limit, textList, timestamps } from './columns'

/** Condition keys an entry can be for: the listed ones, never 'other' (the owner's own words). */
const entryConditions = conditionKeys.filter((key) => key !== 'other')
/** How long a slug may be: the name's limit plus the short suffix an admin-made entry gets. */
export const MARKETPLACE_SLUG_MAX = MARKETPLACE_NAME_MAX + 16

/**
 * The marketplace catalogue (docs/product/marketplace.md): products and services an admin keeps,
 * shown to owners for their pets' species and conditions. No prices, stock or orders. `slug` is
 * what the seed migration is idempotent on; admin-made entries get one from the name.
 */
export const marketplaceEntries = pgTable(
  'marketplace_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    maker: text('maker').notNull(),
    category: text('category').notNull(),
    species: text('species').array().notNull(),
    conditions: text('conditions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull(),
    vetFirst: boolean('vet_first').notNull().default(false),
    url: text('url').notNull(),
    /** The picture through the image pipeline: a fresh id per upload, so its URL changes when it is replaced. */
    imageId: uuid('image_id'),
    imageKey: text('image_key'),
    imageThumbnailKey: text('image_thumbnail_key'),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('marketplace_entries_category_name_idx').on(t.category, t.name),
    check('marketplace_entries_category_check', sql`${t.category} in (${textList(marketplaceCategories)})`),
    check(
      'marketplace_entries_species_check',
      sql`cardinality(${t.species}) between 1 and ${limit(species.length)} and ${t.species} <@ array[${textList(species)}]::text[]`,
    ),
    check(
      'marketplace_entries_conditions_check',
      sql`cardinality(${t.conditions}) <= 10 and ${t.conditions} <@ array[${textList(entryConditions)}]::text[]`,
    ),
    check('marketplace_entries_slug_check', sql`char_length(${t.slug}) between 1 and ${limit(MARKETPLACE_SLUG_MAX)}`),
    check('marketplace_entries_name_check', sql`char_length(${t.name}) between 1 and ${limit(MARKETPLACE_NAME_MAX)}`),
    check('marketplace_entries_maker_check', sql`char_length(${t.maker}) between 1 and ${limit(MARKETPLACE_MAKER_MAX)}`),
    check('marketplace_entries_description_check', sql`char_length(${t.description}) between 1 and ${limit(MARKETPLACE_DESCRIPTION_MAX)}`),
    check('marketplace_entries_url_check', sql`${t.url} like 'https://%' and char_length(${t.url}) <= ${limit(MARKETPLACE_URL_MAX)}`),
    check(
      'marketplace_entries_image_check',
      sql`(${t.imageId} is null) = (${t.imageKey} is null) and (${t.imageKey} is null) = (${t.imageThumbnailKey} is null)`,
    ),
  ],
)
