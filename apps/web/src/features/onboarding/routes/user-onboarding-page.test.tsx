import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, healthy, profileOf, sessionOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

describe('owner onboarding (/useronboarding)', () => {
  it("fills in the country's currency, units and time zone, saves the profile and goes on to the pet", async () => {
    const ana = sessionUser()
    const { calls } = fakeApi({
      ...signedInApi(ana),
      'GET /api/me': profileOf(ana, { onboardingCompleted: false }),
      'PATCH /api/me': ({ body }) => profileOf(ana, body as Record<string, unknown>),
    })
    const app = renderApp('/useronboarding')
    expect(await screen.findByLabelText('Full name')).toHaveValue('Ana Ruiz')
    await userEvent.type(screen.getByLabelText('Preferred name'), 'Ana')
    await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Netherl')
    await userEvent.click(await screen.findByRole('option', { name: 'Netherlands' }))

    // The country's defaults (units and so on), shown and changeable.
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR — Euro')
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Amsterdam')
    expect(screen.getByRole('radio', { name: 'Metric (kg)' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Imperial (lb)' }))
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Text message' }))

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await waitFor(() => expect(app.location()).toBe('/petonboarding'))
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      fullName: 'Ana Ruiz',
      preferredName: 'Ana',
      country: 'NL',
      currency: 'EUR',
      unitSystem: 'imperial',
      timezone: 'Europe/Amsterdam',
      preferredNotificationMethods: ['email', 'sms'],
    })
    // Pet onboarding starts with the owner's units for the weight.
    expect(await screen.findByRole('combobox', { name: 'Unit' })).toHaveValue('lb')
  })

  it('refuses a time zone that is not on the list, and shows the server’s field message', async () => {
    const ana = sessionUser()
    const { calls } = fakeApi({
      ...signedInApi(ana),
      'PATCH /api/me': apiError(400, 'VALIDATION', 'Some fields are not valid.', { fullName: 'Full name must be at most 120 characters' }),
    })
    renderApp('/useronboarding')
    const zone = await screen.findByRole('combobox', { name: 'Time zone' })
    await userEvent.type(zone, 'Mars/Olympus')
    await userEvent.tab()
    // Not an option: the field goes back to what it was (nothing).
    expect(zone).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Full name must be at most 120 characters')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1)
  })

  it('lets a guest set up, and tells them their data moves when they sign up', async () => {
    const guest = guestUser()
    fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(guest),
      'GET /api/me': profileOf(guest, { fullName: 'Guest' }),
    })
    renderApp('/useronboarding')
    expect(await screen.findByText(/everything you enter moves to your account when you sign up/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth?mode=sign-up')
    // A guest's placeholder name is not theirs.
    expect(await screen.findByLabelText('Full name')).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Full name is required')).toBeInTheDocument()
  })
})
