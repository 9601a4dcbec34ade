import { describe, expect, it } from 'vitest'
import { fakeApi, sessionOf, sessionUser } from '../../test/fake-api'
import { createQueryClient } from '../query-client'
import { sendSessionCheck } from './session-check'
import { prefetchViewer, type Viewer, viewerQueryKey } from './viewer'

const ana = sessionUser()

describe('the session check sent as the page opens (prefetchViewer)', () => {
  it('is the viewer: its answer is read, and the session is not asked for twice', async () => {
    const api = fakeApi({ 'GET /api/auth/get-session': sessionOf(ana) })
    const queryClient = createQueryClient()
    const sent = sendSessionCheck()
    await prefetchViewer(queryClient, sent)
    expect(queryClient.getQueryData<Viewer>(viewerQueryKey)).toMatchObject({ userId: ana.id, role: 'account', hasSession: true })
    expect(api.calls.map(({ path }) => path)).toEqual(['/api/auth/get-session'])
  })

  it('offline, keeps the viewer the device knew (put back from its copy before the check is read)', async () => {
    fakeApi({ 'GET /api/auth/get-session': 'network-error' })
    const queryClient = createQueryClient()
    const known: Viewer = { userId: ana.id, role: 'account', email: ana.email, name: ana.name, hasSession: true, isAuthUnreachable: false }
    queryClient.setQueryData(viewerQueryKey, known)
    await queryClient.invalidateQueries({ refetchType: 'none' })
    const sent = sendSessionCheck()
    sent.catch(() => {})
    await prefetchViewer(queryClient, sent)
    expect(queryClient.getQueryData(viewerQueryKey)).toEqual(known)
  })
})
