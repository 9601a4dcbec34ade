import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiError, fakeApi, guestUser, healthy, profileOf, sessionOf, sessionUser } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const guestVisit = {
  'GET /api/health': healthy,
  'GET /api/auth/get-session': sessionOf(guestUser()),
}

describe('sign-in form', () => {
  it('shows the field errors of the shared schema before calling the server', async () => {
    const { calls } = fakeApi(guestVisit)
    renderApp('/auth')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required')
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true')
    expect(calls.some((call) => call.path === '/api/auth/sign-in/email')).toBe(false)
  })

  it("shows the server's message for a wrong password", async () => {
    fakeApi({ ...guestVisit, 'POST /api/auth/sign-in/email': apiError(401, 'UNAUTHENTICATED', 'Incorrect e-mail or password.') })
    const app = renderApp('/auth')
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-password')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    const form = screen.getByRole('form', { name: 'Sign in' })
    expect(await within(form).findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.')
    expect(app.location()).toBe('/auth')
  })

  it("falls back to the default 'Failed to sign in' when the server cannot be reached", async () => {
    fakeApi({ ...guestVisit, 'POST /api/auth/sign-in/email': 'network-error' })
    renderApp('/auth')
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Failed to sign in')).toBeInTheDocument()
    // An unreachable server is worth logging (the logger writes to console.error).
    expect(console.error).toHaveBeenCalledWith('[pawpulse] Mutation failed', expect.anything())
    vi.mocked(console.error).mockClear()
  })

  it('signs in, welcomes the user and returns to the page in redirectTo', async () => {
    const ana = sessionUser()
    fakeApi({
      ...guestVisit,
      'POST /api/auth/sign-in/email': ({ body }) => {
        expect(body).toEqual({ email: 'ana@example.com', password: 'secret' })
        return { body: { signedIn: true, user: ana } }
      },
      'GET /api/me': profileOf(ana, { onboardingCompleted: true }),
      'GET /api/pets': { body: { pets: [] } },
      'GET /api/household/members': { body: { members: [] } },
    })
    const app = renderApp('/auth?redirectTo=%2Fprofile')
    await userEvent.type(await screen.findByLabelText('E-mail'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'secret')
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument()
    expect(app.location()).toBe('/profile')
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument()
    expect(screen.getByText('Welcome ana@example.com')).toBeInTheDocument()
  })
})

describe('sign-up form', () => {
  it('answers an address that has an account with "check your inbox", signed in to nothing (decision 012)', async () => {
    const { calls } = fakeApi({
      ...guestVisit,
      // Better Auth's answer without a session: a user-shaped body, signedIn: false.
      'POST /api/auth/sign-up/email': { body: { signedIn: false, user: sessionUser({ id: '44444444-4444-4444-8444-444444444444' }) } },
    })
    const app = renderApp('/auth?mode=sign-up')
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ana Ruiz')
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    const notice = await screen.findByRole('status', { name: 'Check your inbox' })
    expect(notice).toHaveTextContent('We sent a message to ana@example.com. Follow it to continue.')
    expect(within(notice).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(app.location()).toBe('/auth?mode=sign-up')
    expect(calls.some((call) => call.path === '/api/me')).toBe(false)
    expect(screen.queryByText('Signed in successfully')).not.toBeInTheDocument()

    await userEvent.click(within(notice).getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('leads from sign-in to the forgotten-password page', async () => {
    fakeApi(guestVisit)
    const app = renderApp('/auth')
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }))
    await waitFor(() => expect(app.location()).toBe('/forgot-password'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument()
  })

  it('sends a new account to owner onboarding (onboarding not complete)', async () => {
    const ana = sessionUser()
    fakeApi({
      ...guestVisit,
      'POST /api/auth/sign-up/email': { body: { signedIn: true, user: ana } },
      'GET /api/me': profileOf(ana, { onboardingCompleted: false }),
    })
    const app = renderApp('/auth?mode=sign-up&redirectTo=%2Fbreathing')
    await userEvent.type(await screen.findByLabelText('Full name'), 'Ana Ruiz')
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@example.com')
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(app.location()).toBe('/useronboarding'))
    expect(await screen.findByText('Signed in as ana@example.com.')).toBeInTheDocument()
  })
})
