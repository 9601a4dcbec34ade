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

/**
 * The browsers' push services, the only places a push is sent to: Chrome, Edge on Android,
 * Opera, Samsung Internet… (Google's FCM, and its older android.googleapis.com), Firefox
 * (Mozilla's autopush), Safari (Apple) and Edge on Windows (WNS). An exact host, or `*.` and one
 * label in front of the suffix. Any other address would have the server send a signed request
 * wherever a user chose — into its own network, for one (decision 060).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const

export const NOT_A_PUSH_SERVICE =
  'This is not the address of a browser’s push service (Google, Mozilla, Apple or Microsoft). Turn push on again from the app in your browser.'

/** At most this many devices with push on per account; a new one replaces the one subscribed longest ago. */
export const MAX_PUSH_SUBSCRIPTIONS = 10

const HOST_LABEL = /^[a-z0-9-]{1,63}$/

function isPushServiceHost(hostname: string): boolean {
  return PUSH_SERVICE_HOSTS.some((pattern) => {
    if (!pattern.startsWith('*.')) return hostname === pattern
    const suffix = pattern.slice(1)
    return hostname.endsWith(suffix) && HOST_LABEL.test(hostname.slice(0, -suffix.length))
  })
}

/**
 * Whether the server may send to this endpoint: https on the default port, no user name or
 * password, a push service's host (never an IP literal, which no push service hands out), and
 * written as the URL standard writes it, so that every parser on the way (web-push's own among
 * them) reads the same host. `extraOrigins` are tests' own push services (a configuration that
 * production never has: config.ts).
 */
export function isPushServiceEndpoint(endpoint: string, extraOrigins: readonly string[] = []): boolean {
  if (!URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  if (url.href !== endpoint || url.protocol !== 'https:' || url.username || url.password) return false
  if (extraOrigins.includes(url.origin)) return true
  return url.port === '' && isPushServiceHost(url.hostname)
}
