import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { petFixture } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { SELECTED_PET_STORAGE_KEY } from '../lib/stores/selected-pet-key'
import { EARLY_PAGE_REQUESTS, sendEarlyPageRequests } from './early-page-requests'

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

describe('the requests main.tsx sends for a page as it opens', () => {
  it.each(Object.entries(EARLY_PAGE_REQUESTS))(
    '/%s asks for each of them itself as it draws, with the same path and query',
    async (page, paths) => {
      const gets = recordGets()
      selectPet(pet.id)
      renderApp(`/${page}`, { isReload: true })
      const expected = (paths ?? []).map((path) => path.replace(':petId', pet.id))
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
