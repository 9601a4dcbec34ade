import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const ana = sessionUser()
const unconfirmed = () => ({ ...signedInApi(ana), 'GET /api/me': profileOf(ana, { emailVerified: false }) })
// The first render of a lazy page can take seconds on a busy machine.
const banner = () => screen.findByRole('region', { name: 'Confirm your e-mail address' }, { timeout: 10_000 })

beforeEach(() => sessionStorage.clear())

/** The page is up and the profile (which says whether the address is confirmed) has been answered. */
async function profileLoaded(calls: { path: string }[]) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeInTheDocument()
  await waitFor(() => expect(calls.some((call) => call.path === '/api/me')).toBe(true))
  // One more turn for the answer to reach the page.
  await new Promise((resolve) => setTimeout(resolve, 100))
}

describe('e-mail confirmation banner', () => {
  it('tells an unconfirmed account that the app works meanwhile, and sends the link again', async () => {
    const { calls } = fakeApi({ ...unconfirmed(), 'POST /api/auth/send-verification-email': { body: { status: true } } })
    renderApp('/dashboard')
    const region = await banner()
    expect(region).toHaveTextContent(
      'Please confirm your e-mail address. We sent a link to ana@example.com. You can keep using Pawpulse meanwhile.',
    )
    await userEvent.click(within(region).getByRole('button', { name: 'Resend' }))
    expect(await screen.findByText('Confirmation e-mail sent')).toBeInTheDocument()
    expect(calls.filter((call) => call.path === '/api/auth/send-verification-email').map((call) => call.body)).toEqual([
      { email: 'ana@example.com' },
    ])
  })

  it("shows the server's message when the link could not be sent", async () => {
    fakeApi({
      ...unconfirmed(),
      'POST /api/auth/send-verification-email': apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    })
    renderApp('/dashboard')
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Resend' }))
    expect(await screen.findByText('Too many attempts. Please wait a minute and try again.')).toBeInTheDocument()
  })

  it('stays closed for the visit once dismissed', async () => {
    fakeApi(unconfirmed())
    renderApp('/dashboard')
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument())

    const { calls } = fakeApi(unconfirmed())
    renderApp('/dashboard', { isReload: true })
    await profileLoaded(calls)
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument()
  })

  it.each([
    ['a confirmed account', () => signedInApi(ana)],
    ['a guest', () => signedInApi(guestUser())],
  ])('is not shown to %s', async (_, api) => {
    const { calls } = fakeApi(api())
    renderApp('/dashboard')
    await profileLoaded(calls)
    expect(screen.queryByRole('region', { name: 'Confirm your e-mail address' })).not.toBeInTheDocument()
  })
})
