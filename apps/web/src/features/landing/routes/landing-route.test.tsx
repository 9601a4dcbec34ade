import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, guestUser, healthy, sessionOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

describe('the landing page inside the app', () => {
  it('offers a signed-in owner their dashboard instead of sign-in links that lead back to /', async () => {
    fakeApi({ ...signedInApi(sessionUser()), 'POST /api/analytics/page-views': { status: 204 } })
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Your pet’s health, kept together.' })).toBeInTheDocument()
    const dashboardLinks = await screen.findAllByRole('link', { name: 'Open your dashboard' })
    expect(dashboardLinks.map((link) => link.getAttribute('href'))).toEqual(['/dashboard', '/dashboard'])
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument()
  })

  it('offers a guest sign-in, sign-up and the guest dashboard', async () => {
    const guest = guestUser()
    fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(guest as ReturnType<typeof sessionUser>),
      'GET /api/pets': { body: { pets: [] } },
      'POST /api/analytics/page-views': { status: 204 },
    })
    renderApp('/')
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth?mode=sign-up')
    expect(screen.getByRole('link', { name: 'Try it as a guest' })).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('link', { name: 'Open your dashboard' })).not.toBeInTheDocument()
  })
})
