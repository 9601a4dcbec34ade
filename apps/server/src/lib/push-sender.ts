import type { Agent } from 'node:https'
import { isPushServiceEndpoint } from '@pawpulse/domain/push-api'
import type { VapidConfig } from '../config'

/** A browser's push subscription: the push service's address and the keys to encrypt to. */
export interface PushTarget {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface PushMessage {
  /** Encrypted to the target's keys (aes128gcm, RFC 8291) by web-push. */
  payload: string
  /** How long the push service keeps it for a device that is offline. */
  ttlSeconds: number
  urgency: 'normal' | 'high'
}

/**
 * 'gone': the push service says the subscription no longer exists (404 or 410), or the endpoint
 * is not a push service's at all (kept before decision 060): either way it is deleted.
 */
export type PushOutcome = 'delivered' | 'gone'

export interface PushSender {
  /** Resolves 'delivered' or 'gone'; any other failure (network, 5xx, 429…) rejects. */
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>
}

/** A push service that does not answer in this time is a failure, retried like a failed e-mail. */
const PUSH_TIMEOUT_MS = 10_000

/**
 * Web push through the `web-push` package, signed with the server's VAPID key (RFC 8292).
 * Only to the browsers' push services (isPushServiceEndpoint), and never to where one redirects:
 * web-push makes one `https.request`, which does not follow redirects, and a 3xx is a failure.
 * `agent` and `testOrigins` are for tests, whose push service on loopback has its own certificate.
 */
export function createPushSender(options: {
  vapid: VapidConfig
  agent?: Agent
  timeoutMs?: number
  testOrigins?: readonly string[]
}): PushSender {
  const { vapid } = options
  return {
    async send(target, message) {
      if (!isPushServiceEndpoint(target.endpoint, options.testOrigins)) return 'gone'
      // Loaded with the first push, not at start: with its dependencies (https, the JWT signing) it
      // is about 0.5 MB of code that a server without push subscribers never runs (decision 032).
      // The default export only: web-push is CommonJS, and the bundle's interop gives its
      // module.exports as the default and no named exports (WebPushError was undefined in dist/).
      const { default: webpush } = await import('web-push')
      const { WebPushError } = webpush
      try {
        await webpush.sendNotification(target, message.payload, {
          vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          contentEncoding: 'aes128gcm',
          timeout: options.timeoutMs ?? PUSH_TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        })
        return 'delivered'
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone'
        if (error instanceof WebPushError)
          throw new Error(`The push service answered ${error.statusCode}: ${error.body.slice(0, 200)}`, { cause: error })
        throw error
      }
    },
  }
}
