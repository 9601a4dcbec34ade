import { z } from 'zod'
import { conditionKeySchema } from './conditions'
import { species } from './pets'
import { textSchema } from './text'
import { marketplaceCategories } from './marketplace'

/** A listed condition: 'other' is the owner's own words, so no entry can be for it. */
const entryConditionSchema = conditionKeySchema.refine((key) => key !== 'other', 'Choose a condition from the list')

export const MARKETPLACE_NAME_MAX = 120
export const MARKETPLACE_MAKER_MAX = 120
export const MARKETPLACE_DESCRIPTION_MAX = 1000
export const MARKETPLACE_URL_MAX = 500

/** An outbound link: https only, so a catalogue entry can never be a `javascript:` or plain-http link. */
export const outboundUrlSchema = textSchema()
  .trim()
  .max(MARKETPLACE_URL_MAX, `The link must be at most ${MARKETPLACE_URL_MAX} characters`)
  .refine((value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
    } catch {
      return false
    }
  }, 'Enter the maker’s page as a full https:// address')

const required = (label: string, max: number) =>
  textSchema().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`)

const entryFields = z
  .object({
    name: required('The name', MARKETPLACE_NAME_MAX),
    maker: required('The maker', MARKETPLACE_MAKER_MAX),
    category: z.enum(marketplaceCategories, { error: 'Choose a category' }),
    species: z
      .array(z.enum(species, { error: 'Choose dog or cat' }))
      .min(1, 'Choose at least one species')
      .max(2)
      .refine((list) => new Set(list).size === list.length, 'Choose each species once'),
    /** Conditions the entry is for; empty: every pet of its species. */
    conditions: z.array(entryConditionSchema).max(10).default([]),
    description: required('The description', MARKETPLACE_DESCRIPTION_MAX),
    /** Prescription diets and drugs: the page says "talk to your vet first". */
    vetFirst: z.boolean().default(false),
    url: outboundUrlSchema,
    hidden: z.boolean().default(false),
  })
  .strict()

/** `POST /api/admin/marketplace`. */
export const marketplaceEntryInputSchema = entryFields
export type MarketplaceEntryInput = z.infer<typeof marketplaceEntryInputSchema>

/** `PATCH /api/admin/marketplace/{entryId}`: any field; hiding is `{ hidden: true }`. */
export const marketplaceEntryUpdateSchema = z
  .object({
    name: entryFields.shape.name,
    maker: entryFields.shape.maker,
    category: entryFields.shape.category,
    species: entryFields.shape.species,
    conditions: z.array(entryConditionSchema).max(10),
    description: entryFields.shape.description,
    vetFirst: z.boolean(),
    url: outboundUrlSchema,
    hidden: z.boolean(),
  })
  .partial()
  .strict()
export type MarketplaceEntryUpdate = z.infer<typeof marketplaceEntryUpdateSchema>

/** `GET /api/marketplace` query: every filter optional. */
export const marketplaceQuerySchema = z
  .object({
    /** Only entries for this pet (its species; its conditions first). Another user's pet: 404. */
    petId: z.uuid({ error: 'Unknown pet id' }).optional(),
    category: z.enum(marketplaceCategories, { error: 'Unknown category' }).optional(),
    species: z.enum(species, { error: 'Choose dog or cat' }).optional(),
    /** Only entries for this condition. */
    condition: conditionKeySchema.optional(),
  })
  .strict()
export type MarketplaceQuery = z.infer<typeof marketplaceQuerySchema>

const entryBase = {
  id: z.uuid(),
  name: z.string(),
  maker: z.string(),
  category: z.enum(marketplaceCategories),
  species: z.array(z.enum(species)),
  conditions: z.array(z.string()),
  description: z.string(),
  vetFirst: z.boolean(),
  url: z.string(),
  /** The entry's picture through the image pipeline, or null. */
  imageUrl: z.string().nullable(),
}

/** An entry as an owner sees it, with why it is shown (marketplace.ts matchEntry). */
export const marketplaceEntrySchema = z.object({
  ...entryBase,
  forCondition: z.boolean(),
  reason: z.string().nullable(),
  petIds: z.array(z.uuid()),
})
export type MarketplaceEntry = z.infer<typeof marketplaceEntrySchema>

export const marketplaceListSchema = z.object({
  entries: z.array(marketplaceEntrySchema),
  /** The owner's pets' current listed conditions, for the condition filter. */
  conditions: z.array(z.object({ key: z.string(), label: z.string(), petNames: z.array(z.string()) })),
})
export type MarketplaceList = z.infer<typeof marketplaceListSchema>

/** An entry as an admin sees it: hidden ones too. */
export const adminMarketplaceEntrySchema = z.object({
  ...entryBase,
  hidden: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminMarketplaceEntry = z.infer<typeof adminMarketplaceEntrySchema>

export const adminMarketplaceListSchema = z.object({ entries: z.array(adminMarketplaceEntrySchema) })
