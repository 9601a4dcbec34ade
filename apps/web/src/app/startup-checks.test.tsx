import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi, guestUser, healthy, sessionOf } from '../test/fake-api'
import { renderApp } from '../test/render-app'

describe('startup checks', () => {
  it('tells the user when the authentication service cannot be reached, and still opens as a local guest', async () => {
    fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': 'network-error' })
    renderApp('/dashboard')
    expect(await screen.findByText('Cannot connect to authentication service. Please try again later.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.getAllByText('Add Your First Pet').length).toBeGreaterThan(0)
    expect(localStorage.getItem('app-guest-id')).toMatch(/^guest-/)
    expect(console.error).toHaveBeenCalledWith('[pawpulse] Cannot reach the authentication service', expect.anything())
    vi.mocked(console.error).mockClear()
  })

  it('shows the failure toasts when the database is down and the pet list fails (after the retries)', async () => {
    fakeApi({
      'GET /api/health': { status: 503, body: { status: 'degraded', database: 'down', version: 'test' } },
      'GET /api/auth/get-session': sessionOf(guestUser()),
      'GET /api/pets': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } },
      },
    })
    renderApp('/dashboard')
    expect(await screen.findByText('Network issue')).toBeInTheDocument()
    expect(screen.getByText('Unable to reach the database. Some features may be unavailable.')).toBeInTheDocument()
    // The pet list fails for good only after its two retries (1 s and 2 s of real back-off).
    expect(await screen.findByText('Failed to fetch pets. Please refresh the page.', {}, { timeout: 15_000 })).toBeInTheDocument()
    expect(console.error).toHaveBeenCalledWith('[pawpulse] Query failed', expect.anything())
    vi.mocked(console.error).mockClear()
  })
})
