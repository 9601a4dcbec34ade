import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sendAppLayoutRequests } from './app-layout-requests'
import { SELECTED_PET_STORAGE_KEY } from './stores/selected-pet-key'

/** The paths main.tsx's early requests went to, in order. */
let sent: string[]

beforeEach(() => {
  sent = []
  vi.stubGlobal('fetch', (path: string) => {
    sent.push(path)
    return Promise.resolve(new Response('{}', { status: 200 }))
  })
})

afterEach(() => localStorage.clear())

/** A session check whose answer the test gives when it chooses. */
function pendingSessionCheck() {
  let answer!: (body: unknown) => void
  const check = new Promise<Response>((resolve) => {
    answer = (body) => resolve(new Response(JSON.stringify(body), { status: 200 }))
  })
  return { check, answer }
}

const selectPet = (value: string) => localStorage.setItem(SELECTED_PET_STORAGE_KEY, value)

describe('sendAppLayoutRequests', () => {
  it('on a device with a pet selected, asks for the pet list and the profile at once, before the session check answers', async () => {
    selectPet(JSON.stringify({ state: { selectedPetId: 'pet-1' }, version: 0 }))
    const { check } = pendingSessionCheck()
    void sendAppLayoutRequests(check)
    expect(sent).toEqual(['/api/pets', '/api/me'])
  })

  it('elsewhere waits for the session check, and asks only when it says there is a session', async () => {
    const withSession = pendingSessionCheck()
    const requests = sendAppLayoutRequests(withSession.check)
    await Promise.resolve()
    expect(sent).toEqual([])
    withSession.answer({ user: { id: 'ana' }, session: { id: 's' } })
    await requests
    expect(sent).toEqual(['/api/pets', '/api/me'])
  })

  it('sends nothing on a first visit without a session (its requests would only be refused)', async () => {
    const firstVisit = pendingSessionCheck()
    const requests = sendAppLayoutRequests(firstVisit.check)
    firstVisit.answer(null)
    await requests
    expect(sent).toEqual([])
  })

  it('reads a stored value it cannot use as no pet selected', async () => {
    for (const stored of ['not json', JSON.stringify({ state: { selectedPetId: null } }), JSON.stringify(null)]) {
      selectPet(stored)
      const { check, answer } = pendingSessionCheck()
      const requests = sendAppLayoutRequests(check)
      expect(sent).toEqual([])
      answer(null)
      await requests
      expect(sent).toEqual([])
    }
  })
})
