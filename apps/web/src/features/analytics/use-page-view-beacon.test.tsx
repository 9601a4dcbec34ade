import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

describe('usePageViewBeacon', () => {
  it('counts one view per route change, by pattern, and not a change of query string', async () => {
    const { calls } = fakeApi({ ...signedInApi(sessionUser()), 'POST /api/analytics/page-views': { status: 204 } })
    const app = renderApp('/more')
    const beacons = () => calls.filter((call) => call.path === '/api/analytics/page-views').map((call) => call.body)
    await waitFor(() => expect(beacons()).toEqual([{ path: '/more' }]))
    await app.router.navigate('/symptoms/mvd')
    await waitFor(() => expect(beacons()).toHaveLength(2))
    await app.router.navigate('/symptoms/mvd?range=30')
    await app.router.navigate('/symptoms/ibd')
    await waitFor(() => expect(beacons()).toHaveLength(3))
    // Opening a dialog, re-rendering: no new page.
    await userEvent.click(await screen.findByRole('button', { name: 'Send feedback' }))
    expect(await screen.findByRole('dialog', { name: 'Send feedback' })).toBeInTheDocument()
    expect(beacons()).toEqual([{ path: '/more' }, { path: '/symptoms/:conditionId' }, { path: '/symptoms/:conditionId' }])
  })
})
