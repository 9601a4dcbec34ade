import { screen, within, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, healthy, profileOf, sessionOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

describe('route guard', () => {
  it('shows three pulsing dots, announced as loading, while the session loads', async () => {
    fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': 'never' })
    renderApp('/dashboard')
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
  })

  it('sends a signed-out visitor of an account page to /auth with redirectTo', async () => {
    fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': { body: null },
      // Even anonymous sign-in failed: the visitor only has a local guest id.
      'POST /api/auth/sign-in/anonymous': apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    })
    const app = renderApp('/profile?tab=account')
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Pawpulse' })).toBeInTheDocument()
    expect(app.location()).toBe('/auth?redirectTo=%2Fprofile%3Ftab%3Daccount')
    expect(localStorage.getItem('app-guest-id')).toMatch(/^guest-/)
  })

  it('starts a guest session when there is none, and lets the guest use the dashboard', async () => {
    const { calls } = fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': { body: null },
      'POST /api/auth/sign-in/anonymous': { body: { signedIn: true, user: guestUser() } },
      'GET /api/pets': { body: { pets: [] } },
    })
    const app = renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(app.location()).toBe('/dashboard')
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain('POST /api/auth/sign-in/anonymous')
    // A guest is offered 'Sign in', not 'Logout'.
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?redirectTo=%2Fdashboard')
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
  })

  it('sends a guest from /profile to /auth?redirectTo=/profile', async () => {
    fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': sessionOf(guestUser()), 'GET /api/pets': { body: { pets: [] } } })
    const app = renderApp('/profile')
    await screen.findByRole('tab', { name: 'Sign in' })
    expect(app.location()).toBe('/auth?redirectTo=%2Fprofile')
  })

  it('shows the profile to an account', async () => {
    const ana = sessionUser()
    fakeApi({ ...signedInApi(ana), 'GET /api/household/members': { body: { members: [] } } })
    renderApp('/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    expect(within(await screen.findByRole('region', { name: 'Your details' })).getByText('ana@example.com')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Ruiz')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('sends an account away from /auth (logged-out only) to /', async () => {
    const ana = sessionUser()
    fakeApi({ ...signedInApi(ana), 'GET /api/me': profileOf(ana) })
    const app = renderApp('/auth')
    await waitFor(() => expect(app.location()).toBe('/'))
    expect(await screen.findByRole('heading', { level: 1, name: /kept together/ })).toBeInTheDocument()
  })
})
