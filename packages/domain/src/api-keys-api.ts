// Requests and answers of `/api/me/api-keys` (docs/product/api-keys.md). The secret is in the
// answer to creating a key and nowhere afterwards: the server keeps only its hash.
import { z } from 'zod'
import { API_KEY_ACCESS, API_KEY_MAX_PETS, API_KEY_NAME_MAX_LENGTH } from './api-keys'
import { isoDateSchema } from './dates'
import { textSchema } from './text'

/** `POST /api/me/api-keys`: the pets must be ones the owner may change (owned, or shared as editor). */
export const apiKeyCreateSchema = z
  .object({
    name: textSchema({ error: 'Give the key a name' })
      .trim()
      .min(1, 'Give the key a name, such as the device that will use it')
      .max(API_KEY_NAME_MAX_LENGTH, `At most ${API_KEY_NAME_MAX_LENGTH} characters`),
    petIds: z
      .array(z.uuid({ error: 'Unknown pet id' }), { error: 'Choose at least one pet' })
      .min(1, 'Choose at least one pet')
      .max(API_KEY_MAX_PETS, `At most ${API_KEY_MAX_PETS} pets`),
    access: z.enum(API_KEY_ACCESS, { error: 'Choose read only or read and write' }),
    /** The last day the key works, on the owner's calendar; none: until it is revoked. */
    expiresOn: isoDateSchema.nullable().optional(),
  })
  .strict()
export type ApiKeyCreateInput = z.infer<typeof apiKeyCreateSchema>

/** One key as the list shows it: never its secret. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (`pp_1a2b3c4d`), shown as `pp_1a2b3c4d…`. */
  prefix: z.string(),
  pets: z.array(z.object({ id: z.string(), name: z.string() })),
  access: z.enum(API_KEY_ACCESS),
  /** The instant the key stops working; null: until revoked. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last day it works on the owner's calendar (the date they chose); null with `expiresAt`. */
  expiresOn: z.string().nullable(),
  isExpired: z.boolean(),
  /** Written at most once a minute per key. */
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type ApiKey = z.infer<typeof apiKeySchema>

export const apiKeyListSchema = z.object({ keys: z.array(apiKeySchema) })

/** The answer to creating a key: the key and, this once, its secret. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string() })
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>
