import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { forgetQueryCache, persistQueryCache, restoreQueryCache } from './persisted-cache'

const RELEASE = 'release-1'
const DAY = 24 * 60 * 60 * 1000
const pets = ['pets', 'user-1']
const counts = ['breathing-logs', 'pet-1']

/** A client whose cache is written to the device as the app does; `save` waits for the write. */
function persisted(queryClient: QueryClient, release = RELEASE) {
  const stop = persistQueryCache(queryClient, release)
  return {
    stop,
    // The write follows a burst of changes after 200 ms; a pagehide writes at once.
    save: async () => {
      window.dispatchEvent(new Event('pagehide'))
      await new Promise((resolve) => setTimeout(resolve, 50))
    },
  }
}

async function restored(release = RELEASE, now = Date.now(), options: { isOnline?: boolean; offlineOnly?: unknown[][] } = {}) {
  const queryClient = new QueryClient()
  await restoreQueryCache(queryClient, release, { now, ...options })
  return queryClient
}

beforeEach(async () => {
  await forgetQueryCache()
})

afterEach(async () => {
  await forgetQueryCache()
})

describe('the device’s copy of the pages', () => {
  it('puts back what a query last answered in the next visit’s cache', async () => {
    const queryClient = new QueryClient()
    const { save, stop } = persisted(queryClient)
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }])
    await save()
    stop()

    const next = await restored()

    expect(next.getQueryData(pets)).toEqual([{ id: 'pet-1', name: 'Rex' }])
    expect(next.getQueryState(pets)?.status).toBe('success')
  })

  it('never writes a shared report to the device: nothing of it outlives the link (decision 064)', async () => {
    const queryClient = new QueryClient()
    const { save, stop } = persisted(queryClient)
    queryClient.setQueryData(['shared-report', 'token-1'], { report: { pet: { name: 'Rex' } } })
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }])
    await save()
    stop()

    const next = await restored(RELEASE, Date.now(), { isOnline: false })
    expect(next.getQueryData(['shared-report', 'token-1'])).toBeUndefined()
    expect(next.getQueryData(pets)).toEqual([{ id: 'pet-1', name: 'Rex' }])
  })

  it('puts back who was signed in only offline: online the server says, so a session ended elsewhere is not routed by', async () => {
    const queryClient = new QueryClient()
    const { save, stop } = persisted(queryClient)
    queryClient.setQueryData(['viewer'], { userId: 'user-1', role: 'owner' })
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }])
    await save()
    stop()

    const online = await restored(RELEASE, Date.now(), { isOnline: true, offlineOnly: [['viewer']] })
    expect(online.getQueryData(['viewer'])).toBeUndefined()
    expect(online.getQueryData(pets)).toEqual([{ id: 'pet-1', name: 'Rex' }])
    const offline = await restored(RELEASE, Date.now(), { isOnline: false, offlineOnly: [['viewer']] })
    expect(offline.getQueryData(['viewer'])).toEqual({ userId: 'user-1', role: 'owner' })
  })

  it('shows the copy but never takes it as fresh: a page asks the server again, and the age stays for "as of"', async () => {
    const queryClient = new QueryClient()
    const { save, stop } = persisted(queryClient)
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }], { updatedAt: Date.now() - 60_000 })
    await save()
    stop()

    const next = await restored()
    const state = next.getQueryState(pets)
    // Within the 5-minute staleTime it would otherwise count as fresh, and a reload would show
    // the old list instead of what changed meanwhile.
    expect(state?.isInvalidated).toBe(true)
    expect(next.getQueryCache().find({ queryKey: pets })?.isStale()).toBe(true)
    expect(state?.dataUpdatedAt).toBeLessThan(Date.now() - 50_000)
  })

  it('writes a burst of answers on its own, a moment after the last one', async () => {
    const queryClient = new QueryClient()
    const unsubscribe = persistQueryCache(queryClient, RELEASE)
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }])
    await new Promise((resolve) => setTimeout(resolve, 400))
    unsubscribe()

    expect((await restored()).getQueryData(pets)).toEqual([{ id: 'pet-1', name: 'Rex' }])
  })

  it('keeps neither a query still loading nor one that failed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const { save, stop } = persisted(queryClient)
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }])
    void queryClient.prefetchQuery({ queryKey: counts, queryFn: () => new Promise(() => {}) })
    await queryClient.prefetchQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(new Error('No answer')) })
    expect(queryClient.getQueryState(counts)?.status).toBe('pending')
    expect(queryClient.getQueryState(['failing'])?.status).toBe('error')
    await save()
    stop()

    const next = await restored()

    expect(next.getQueryData(pets)).toBeDefined()
    expect(next.getQueryState(counts)).toBeUndefined()
    expect(next.getQueryState(['failing'])).toBeUndefined()
  })

  it.each([
    { name: 'another release', release: 'release-2', now: Date.now() },
    { name: 'a copy older than a week', release: RELEASE, now: Date.now() + 7 * DAY + 60_000 },
  ])('drops $name', async ({ release, now }) => {
    const queryClient = new QueryClient()
    const { save, stop } = persisted(queryClient)
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }])
    await save()
    stop()

    expect((await restored(release, now)).getQueryData(pets)).toBeUndefined()
    // Gone for good: the release it was made for does not get it back either.
    expect((await restored()).getQueryData(pets)).toBeUndefined()
  })

  it('keeps a copy six days old', async () => {
    const queryClient = new QueryClient()
    const { save, stop } = persisted(queryClient)
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }])
    await save()
    stop()

    expect((await restored(RELEASE, Date.now() + 6 * DAY)).getQueryData(pets)).toBeDefined()
  })

  it('forgets everything at sign-out', async () => {
    const queryClient = new QueryClient()
    const { save, stop } = persisted(queryClient)
    queryClient.setQueryData(pets, [{ id: 'pet-1', name: 'Rex' }])
    await save()
    stop()

    await forgetQueryCache()

    expect((await restored()).getQueryData(pets)).toBeUndefined()
  })
})
