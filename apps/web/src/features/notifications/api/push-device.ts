// Push on this device: the browser's side (service worker, permission, the push service's
// subscription) and the server's side (GET the VAPID key, POST / DELETE the subscription).
// docs/product/reminders.md#push-notifications
import { pushPublicKeySchema, type PushSubscriptionInput } from '@pawpulse/domain/push-api'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** The hand-written service worker in apps/web/public (push only; decision 024). */
const SERVICE_WORKER_URL = '/sw.js'

/** What this browser says about push, before anything is asked. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted'

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported'
  }
  return Notification.permission
}

/** Why turning push on did not work, in words for the owner. */
export class PushSetupError extends Error {
  constructor(
    readonly reason: 'denied' | 'dismissed' | 'unreachable',
    message: string,
  ) {
    super(message)
    this.name = 'PushSetupError'
  }
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' })
  return navigator.serviceWorker.ready
}

/** The subscription this browser holds for Pawpulse, if any (no permission prompt). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null
  const existing = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL)
  return existing ? existing.pushManager.getSubscription() : null
}

const toJson = (subscription: PushSubscription) => subscription.toJSON() as PushSubscriptionInput

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=')
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
}

function sameBytes(key: ArrayBuffer | null, expected: Uint8Array): boolean {
  if (!key || key.byteLength !== expected.length) return false
  const bytes = new Uint8Array(key)
  return bytes.every((b, i) => b === expected[i])
}

const saveSubscription = (subscription: PushSubscription) =>
  apiRequest('/api/push/subscriptions', { method: 'POST', body: toJson(subscription), schema: z.unknown() })

/** Permission, the service worker, the push service's subscription, then the server keeps it. */
async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') throw new PushSetupError('denied', 'Notifications are blocked for Pawpulse in this browser.')
  if (permission !== 'granted')
    throw new PushSetupError('dismissed', 'Push stays off: the browser’s question was closed without an answer.')
  const { publicKey } = await apiRequest('/api/push/public-key', { schema: pushPublicKeySchema })
  const worker = await registration()
  const applicationServerKey = base64UrlToBytes(publicKey)
  let subscription: PushSubscription
  try {
    const existing = await worker.pushManager.getSubscription()
    if (existing && sameBytes(existing.options.applicationServerKey, applicationServerKey)) subscription = existing
    else {
      // Made for another server key (the server's keys were replaced): it would get nothing.
      await existing?.unsubscribe()
      subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
    }
  } catch {
    // Chromium without its push service (no network, a browser built without one) fails here.
    throw new PushSetupError(
      'unreachable',
      'This browser could not reach its push service, so push could not be turned on. Try again later.',
    )
  }
  await saveSubscription(subscription)
}

async function turnOff(): Promise<void> {
  const subscription = await currentSubscription()
  if (!subscription) return
  const { endpoint } = subscription
  await subscription.unsubscribe()
  await apiRequest(`/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { method: 'DELETE', schema: z.unknown() })
}

function usePushKey() {
  const viewer = useViewer()
  return ['push-device', viewer?.userId ?? ''] as const
}

/**
 * Whether push is on for this device. When it is, the subscription is sent to the server again:
 * it may have been taken over by another account that signed in here, or lost with its keys.
 */
export function usePushDevice() {
  const key = usePushKey()
  const viewer = useViewer()
  return useQuery({
    queryKey: key,
    enabled: viewer?.hasSession === true,
    queryFn: async () => {
      const subscription = await currentSubscription()
      if (subscription && pushSupport() === 'granted') await saveSubscription(subscription)
      return { isOn: subscription !== null && pushSupport() === 'granted' }
    },
  })
}

export function useTogglePush() {
  const queryClient = useQueryClient()
  const key = usePushKey()
  return useMutation({
    // What the browser refuses is an answer for the owner, not a failure to log: it is returned.
    mutationFn: async (on: boolean): Promise<{ problem: PushSetupError | null }> => {
      try {
        await (on ? turnOn() : turnOff())
        return { problem: null }
      } catch (error) {
        if (error instanceof PushSetupError) return { problem: error }
        throw error
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
