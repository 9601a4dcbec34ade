// Web push subscriptions and the message a push carries (docs/product/reminders.md#push-notifications).
// The browser's PushSubscription.toJSON() is what the web app sends; the server keeps it and
// encrypts each message to its keys (RFC 8291), so the keys must have the exact lengths.
import { z } from 'zod'
import { textSchema } from './text'

/** Push services' addresses are a few hundred characters; anything much longer is not one. */
export const PUSH_ENDPOINT_MAX = 2048

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/

/** How many bytes a base64url text holds, or null when it is not base64url. */
export function base64UrlByteLength(value: string): number | null {
  if (!BASE64URL.test(value)) return null
  const digits = value.replace(/=+$/, '').length
  if (digits % 4 === 1) return null
  return Math.floor((digits * 3) / 4)
}

/**
 * A push service's address. Only https: the message is encrypted, but the VAPID signature and
 * the service's answers travel in the clear otherwise. The tests run a push service with its own
 * certificate on loopback rather than widening this rule.
 */
export const pushEndpointSchema = textSchema({ error: 'Enter the push service address' })
  .max(PUSH_ENDPOINT_MAX, 'This is not a push service address')
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'A push service address starts with https://')

/** The browser's P-256 public key: 65 bytes, uncompressed (starts with 0x04, 'B' in base64url). */
const p256dhSchema = textSchema({ error: 'The subscription’s key is missing' }).refine(
  (value) => base64UrlByteLength(value) === 65 && value.startsWith('B'),
  'The subscription’s p256dh key must be an uncompressed P-256 key (65 bytes, base64url)',
)
/** The browser's authentication secret: 16 bytes. */
const authSchema = textSchema({ error: 'The subscription’s auth secret is missing' }).refine(
  (value) => base64UrlByteLength(value) === 16,
  'The subscription’s auth secret must be 16 bytes, base64url',
)

/** What the browser's PushSubscription.toJSON() gives (expirationTime is accepted and not kept). */
export const pushSubscriptionSchema = z
  .object({
    endpoint: pushEndpointSchema,
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: p256dhSchema, auth: authSchema }).strict(),
  })
  .strict()
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>
export type PushSubscriptionKeys = z.output<typeof pushSubscriptionSchema>['keys']

/** Turning push off on a device: its subscription is found by its address. */
export const pushUnsubscribeQuerySchema = z.object({ endpoint: pushEndpointSchema }).strict()

/** The server's VAPID public key (base64url), which the browser's subscribe() needs. */
export const pushPublicKeySchema = z.object({ publicKey: z.string() })

/** The JSON a push message carries; the service worker shows it. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** Opened by a plain click on the notification. */
  url: z.string(),
  /** Set for a reminder's occurrence: "Done" and "Snooze" act on it. */
  occurrenceId: z.uuid().nullable(),
  /** One notification per occurrence on the device: a later round replaces the earlier one. */
  tag: z.string(),
})
export type PushPayload = z.infer<typeof pushPayloadSchema>
