import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, guestUser, healthy, sessionOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

describe('admin gate', () => {
  it('sends a signed-in user who is not an admin to /', async () => {
    fakeApi(signedInApi(sessionUser({ role: 'user' })))
    const app = renderApp('/admin/feedback')
    await waitFor(() => expect(app.location()).toBe('/'))
    expect(screen.queryByRole('heading', { name: 'Feedback' })).not.toBeInTheDocument()
  })

  it('sends a guest to sign in, then back to the admin page', async () => {
    fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': sessionOf(guestUser()), 'GET /api/pets': { body: { pets: [] } } })
    const app = renderApp('/admin')
    await waitFor(() => expect(app.location()).toBe('/auth?redirectTo=%2Fadmin'))
  })

  it('tells an admin without two-factor sign-in to turn it on in /profile (decision 061)', async () => {
    fakeApi(signedInApi(sessionUser({ role: 'admin' })))
    renderApp('/admin')
    expect(await screen.findByRole('alert')).toHaveTextContent('Admin pages need two-factor sign-in')
    expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute('href', '/profile#sign-in-and-security')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows an admin the real account list and the admin sub-pages', async () => {
    const admin = sessionUser({ role: 'admin', twoFactorEnabled: true })
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/overview': {
        body: { users: 1, pets: 0, logsThisWeek: 0, feedbackBySeverity: [], pageViews: { days: 30, pages: [] } },
      },
      'GET /api/admin/users': ({ url }) => {
        expect(url.searchParams.get('limit')).toBe('50')
        expect(url.searchParams.get('offset')).toBe('0')
        return {
          body: {
            total: 1,
            users: [
              {
                id: admin.id,
                email: 'ana@example.com',
                fullName: 'Ana Ruiz',
                role: 'admin',
                onboardingCompleted: false,
                createdAt: '2026-01-02T00:00:00.000Z',
              },
            ],
          },
        }
      },
    })
    renderApp('/admin')
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Accounts, newest first' })
    expect(within(table).getByRole('cell', { name: 'Ana Ruiz' })).toBeInTheDocument()
    expect(within(table).getByRole('cell', { name: 'Not complete' })).toBeInTheDocument()
    const adminNav = screen.getByRole('navigation', { name: 'Admin' })
    expect(within(adminNav).getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/admin/feedback')
    expect(within(adminNav).getByRole('link', { name: 'Other responses' })).toHaveAttribute('href', '/admin/other-responses')
  })
})
