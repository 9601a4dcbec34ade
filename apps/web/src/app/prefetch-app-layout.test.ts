import { createMemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fakeApi, profileOf, sessionUser } from '../test/fake-api'
import { type Viewer, viewerFromUser, viewerQueryKey } from '../lib/auth/viewer'
import { createQueryClient } from '../lib/query-client'
import { prefetchAppLayoutData } from './prefetch-app-layout'
import { routes } from './routes'

const ana = sessionUser()

function start(path: string, viewer: Viewer) {
  const api = fakeApi({ 'GET /api/pets': { body: { pets: [] } }, 'GET /api/me': profileOf(ana) })
  const queryClient = createQueryClient()
  queryClient.setQueryData(viewerQueryKey, viewer)
  return { api, queryClient, run: () => prefetchAppLayoutData(queryClient, createMemoryRouter(routes, { initialEntries: [path] })) }
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
})
