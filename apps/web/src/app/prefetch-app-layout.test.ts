import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fakeApi, profileOf, sessionUser } from '../test/fake-api'
import { petFixture } from '../test/health-fixtures'
import { petsQueryKey } from '../lib/pets/query-keys'
import { type Viewer, viewerFromUser, viewerQueryKey } from '../lib/auth/viewer'
import { createQueryClient } from '../lib/query-client'
import { sendEarlyGet } from '../lib/early-answers'
import { prefetchAppLayoutData } from './prefetch-app-layout'
import { routes } from './routes'

const ana = sessionUser()

function start(path: string, viewer: Viewer) {
  const api = fakeApi({ 'GET /api/pets': { body: { pets: [] } }, 'GET /api/me': profileOf(ana) })
  const queryClient = createQueryClient()
  queryClient.setQueryData(viewerQueryKey, viewer)
  return { api, queryClient, run: () => prefetchAppLayoutData(queryClient, createMemoryRouter(routes, { initialEntries: [path] })) }
}

/** main.tsx's two requests as the page opened, answered by an API of their own. */
function sentAsThePageOpened(answers: Parameters<typeof fakeApi>[0]) {
  fakeApi(answers)
  sendEarlyGet('/api/pets')
  sendEarlyGet('/api/me')
}

describe('prefetchAppLayoutData', () => {
  it('asks for the pet list and the profile for a page in the app layout', async () => {
    const { api, run } = start('/dashboard', viewerFromUser(ana))
    await run()
    expect(api.calls.map(({ path }) => path).sort()).toEqual(['/api/me', '/api/pets'])
  })

  it('asks for nothing on a page outside it, or without a session', async () => {
    const outside = start('/auth', viewerFromUser(ana))
    await outside.run()
    const localGuest = start('/dashboard', { ...viewerFromUser(ana), hasSession: false })
    await localGuest.run()
    expect([...outside.api.calls, ...localGuest.api.calls]).toEqual([])
  })

  it('reads the pet list and the profile main.tsx sent as the page opened, without asking again', async () => {
    const rex = petFixture()
    sentAsThePageOpened({ 'GET /api/pets': { body: { pets: [rex] } }, 'GET /api/me': profileOf(ana) })
    const { api, queryClient, run } = start('/dashboard', viewerFromUser(ana))
    await run()
    expect(api.calls).toEqual([])
    expect(queryClient.getQueryData(petsQueryKey(ana.id))).toEqual([expect.objectContaining({ id: rex.id, name: rex.name })])
    expect(queryClient.getQueryData(['me', ana.id])).toEqual(expect.objectContaining({ email: ana.email }))
  })

  it('asks again when the requests it sent were refused (sent before a guest session existed) or failed', async () => {
    sentAsThePageOpened({
      'GET /api/pets': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Sign in' } } },
      'GET /api/me': 'network-error',
    })
    const { api, queryClient, run } = start('/dashboard', viewerFromUser(ana))
    await run()
    expect(api.calls.map(({ path }) => path).sort()).toEqual(['/api/me', '/api/pets'])
    expect(queryClient.getQueryData(petsQueryKey(ana.id))).toEqual([])
  })
})
