import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { FIRST_BREATHING_RANGE } from '#web/features/breathing/api/api-paths.ts'
import { breathingChartQueryOptions } from '#web/features/breathing/api/get-breathing-chart.ts'
import { breathingLogsQueryOptions } from '#web/features/breathing/api/get-breathing-logs.ts'
import { breathingSettingsQueryOptions } from '#web/features/breathing/api/get-breathing-settings.ts'
import { dashboardQueryOptions } from '#web/features/pets/api/get-dashboard.ts'
import { petQueryOptions } from '#web/features/pets/api/get-pet.ts'
import { careTeamQueryOptions } from '#web/lib/pets/get-care-team.ts'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { petFixture } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { SELECTED_PET_STORAGE_KEY } from '../lib/stores/selected-pet-key'
import { EARLY_PAGE_REQUESTS, sendEarlyPageRequests } from './early-page-requests'
import type { PagePath } from './page-modules'

const pet = petFixture()
const selectPet = (id: string) =>
  localStorage.setItem(SELECTED_PET_STORAGE_KEY, JSON.stringify({ state: { selectedPetId: id }, version: 0 }))

/**
 * The API of a signed-in owner of `pet`; what it has no answer for stays unanswered (the page's
 * other parts wait, which is all this test needs). Returns every GET the app sends, path and query.
 */
function recordGets(): string[] {
  const known: Record<string, Parameters<typeof fakeApi>[0][string]> = signedInApi(sessionUser(), [pet])
  fakeApi(new Proxy(known, { get: (routes, key: string) => routes[key] ?? 'never' }))
  const answer = globalThis.fetch
  const gets: string[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET') === 'GET') gets.push(String(input))
    return answer(input, init)
  })
  return gets
}

/**
 * The queries each page's first screen runs, as the features define them (the Breath Monitor's
 * trend and counts at the range breathing-history-card.tsx opens them at).
 */
const firstScreenQueries: Partial<Record<PagePath, (userId: string, petId: string) => { queryFn?: unknown }[]>> = {
  dashboard: (userId, petId) => [dashboardQueryOptions(userId, petId)],
  pet: (userId, petId) => [petQueryOptions(userId, petId)],
  breathing: (userId, petId) => [
    breathingSettingsQueryOptions(userId, petId),
    careTeamQueryOptions(userId, petId),
    breathingChartQueryOptions(userId, petId, FIRST_BREATHING_RANGE),
    breathingLogsQueryOptions(userId, petId, FIRST_BREATHING_RANGE),
  ],
}

describe('the requests main.tsx sends for a page as it opens', () => {
  it.each(Object.entries(EARLY_PAGE_REQUESTS))("/%s: each is the URL its feature's query asks for", async (page, paths) => {
    const asked: string[] = []
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(String(input))
      return new Promise<Response>(() => {})
    })
    const queries = firstScreenQueries[page as PagePath]?.(sessionUser().id, pet.id) ?? []
    for (const query of queries) {
      void (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal })
    }
    await waitFor(() => expect(asked).toHaveLength(queries.length))
    expect(asked).toEqual(paths?.(pet.id))
  })

  it.each(Object.entries(EARLY_PAGE_REQUESTS))(
    '/%s asks for each of them itself as it draws, with the same path and query',
    async (page, paths) => {
      const gets = recordGets()
      selectPet(pet.id)
      renderApp(`/${page}`, { isReload: true })
      const expected = [...(paths?.(pet.id) ?? [])]
      await waitFor(() => expect(gets).toEqual(expect.arrayContaining(expected)))
    },
  )

  it("sends the selected pet's requests for the page, and nothing without a selected pet or for another page", () => {
    const gets = recordGets()
    sendEarlyPageRequests('dashboard')
    expect(gets).toEqual([])

    selectPet(pet.id)
    sendEarlyPageRequests('profile')
    sendEarlyPageRequests(undefined)
    expect(gets).toEqual([])

    sendEarlyPageRequests('pet')
    expect(gets).toEqual([`/api/pets/${pet.id}`])
  })
})
