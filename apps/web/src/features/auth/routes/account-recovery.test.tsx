import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, healthy, sessionOf } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const guestVisit = {
  'GET /api/health': healthy,
  'GET /api/auth/get-session': sessionOf(guestUser()),
}
const expiredLink = 'This link has expired or was already used. Ask for a new one.'
const postsTo = (calls: { method: string; path: string; body: unknown }[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path)

describe('forgot password', () => {
  it('checks the address with the shared schema, then says the same thing for any address', async () => {
    const { calls } = fakeApi({ ...guestVisit, 'POST /api/auth/request-password-reset': { body: { status: true, message: 'ignored' } } })
    renderApp('/forgot-password')
    const form = await screen.findByRole('form', { name: 'Reset your password' })
    await userEvent.type(within(form).getByLabelText('E-mail'), 'not-an-address')
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }))
    expect(await within(form).findByText('Enter a valid e-mail address')).toBeInTheDocument()
    expect(postsTo(calls, '/api/auth/request-password-reset')).toEqual([])

    await userEvent.clear(within(form).getByLabelText('E-mail'))
    await userEvent.type(within(form).getByLabelText('E-mail'), 'ana@example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Send reset link' }))
    const notice = await screen.findByRole('status', { name: 'Check your inbox' })
    expect(notice).toHaveTextContent(
      'If an account uses ana@example.com, we have sent it a link to choose a new password. The link works once, for 60 minutes.',
    )
    expect(postsTo(calls, '/api/auth/request-password-reset').map((call) => call.body)).toEqual([{ email: 'ana@example.com' }])

    await userEvent.click(within(notice).getByRole('button', { name: 'Send the link again' }))
    await waitFor(() => expect(postsTo(calls, '/api/auth/request-password-reset')).toHaveLength(2))
  })

  it('shows the rate limit when there were too many requests', async () => {
    fakeApi({
      ...guestVisit,
      'POST /api/auth/request-password-reset': apiError(429, 'RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
    })
    renderApp('/forgot-password')
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a minute and try again.')
  })
})

describe('reset password (from the mail link)', () => {
  it('asks for the new password twice, sends it with the token, then asks to sign in', async () => {
    const { calls } = fakeApi({ ...guestVisit, 'POST /api/auth/reset-password': { body: { status: true } } })
    renderApp('/reset-password?token=tok-1')
    const form = await screen.findByRole('form', { name: 'Choose a new password' })
    await userEvent.type(within(form).getByLabelText('New password'), 'short')
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'different')
    await userEvent.click(within(form).getByRole('button', { name: 'Set new password' }))
    expect(await within(form).findByText('New password must be at least 8 characters')).toBeInTheDocument()
    expect(within(form).getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords do not match')
    expect(postsTo(calls, '/api/auth/reset-password')).toEqual([])

    await userEvent.clear(within(form).getByLabelText('New password'))
    await userEvent.type(within(form).getByLabelText('New password'), 'a new secret')
    await userEvent.clear(within(form).getByLabelText('Repeat the new password'))
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'a new secret')
    await userEvent.click(within(form).getByRole('button', { name: 'Set new password' }))

    const notice = await screen.findByRole('status', { name: 'Your password has been changed' })
    expect(notice).toHaveTextContent('every device that was signed in to your account has been signed out')
    expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    expect(postsTo(calls, '/api/auth/reset-password').map((call) => call.body)).toEqual([{ token: 'tok-1', newPassword: 'a new secret' }])
  })

  it('explains a link the server found expired or used, with a way to a new one', async () => {
    fakeApi(guestVisit)
    renderApp('/reset-password?error=INVALID_TOKEN')
    const notice = await screen.findByRole('status', { name: 'This link no longer works' })
    expect(notice).toHaveTextContent('Reset links work once, for 60 minutes.')
    expect(within(notice).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
  })

  it('explains a link that expired while the form was open', async () => {
    fakeApi({ ...guestVisit, 'POST /api/auth/reset-password': apiError(400, 'VALIDATION', expiredLink, { token: expiredLink }) })
    renderApp('/reset-password?token=tok-2')
    await userEvent.type(await screen.findByLabelText('New password'), 'a new secret')
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a new secret')
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }))
    expect(await screen.findByRole('status', { name: 'This link no longer works' })).toBeInTheDocument()
  })
})

describe('the confirmation link', () => {
  it.each([
    ['/verify-email?result=confirmed', 'Your e-mail address is confirmed'],
    ['/verify-email?result=changed', 'Your e-mail address has been changed'],
    ['/verify-email?result=confirmed&error=TOKEN_EXPIRED', 'This link has expired'],
    ['/verify-email?result=changed&error=EMAIL_CHANGE_CANCELLED', 'This e-mail change was cancelled'],
    ['/verify-email?result=confirmed&error=SOMETHING_NEW', 'This link did not work'],
  ])('%s says "%s"', async (path, title) => {
    fakeApi(guestVisit)
    renderApp(path)
    expect(await screen.findByRole('status', { name: title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
  })
})
