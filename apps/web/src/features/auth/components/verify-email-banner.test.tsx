import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, profileOf, sessionUser, signedInApi } from '../../../test/fake-api'
import { renderApp } from '../../../test/render-app'

const ana = sessionUser()
const unconfirmed = () => ({ ...signedInApi(ana), 'GET /api/me': profileOf(ana, { emailVerified: false }) })
const banner = () => screen.findByRole('region', { name: 'Confirm your e-mail address' })

beforeEach(() => sessionStorage.clear())

describe('e-mail confirmation banner', () => {
  it('tells an unconfirmed account that the app works meanwhile, and sends the link again', async () => {
    const { calls } = fakeApi({ ...unconfirmed(), 'POST /api/auth/send-verification-email': { body: { status: true } } })
    renderApp('/dashboard')
    const region = await banner()
    expect(region).toHaveTextContent('Please confirm your e-mail address. We sent a link to ana@example.com. You can keep using Pawpulse meanwhile.')
    await userEvent.click(within(region).getByRole('button', { name: 'Resend' }))
    expect(await screen.findByText('Confirmation e-mail sent')).toBeInTheDocument()
    expect(calls.filter((call) => call.path === '/api/auth/send-verification-email').map((call) => call.body)).toEqual([{ email: 'ana@example.com' }])
  })

  it("shows the server's message when the link could not be sent", async () => {
    fakeApi({ ...unconfirmed(), 'POST /api/auth/send-verification-email': apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.') })
    renderApp('/dashboard')
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Resend' }))
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument()
  })

  it('stays closed for the visit once dismissed', async () => {
    fakeApi(unconfirmed())
    renderApp('/dashboard')
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument())

    fakeApi(unconfirmed())
    renderApp('/dashboard', { isReload: true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument()
  })

  it.each([
    ['a confirmed account', () => signedInApi(ana)],
    ['a guest', () => signedInApi(guestUser())],
  ])('is not shown to %s', async (_, api) => {
    fakeApi(api())
    renderApp('/dashboard')
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument()
  })
})
