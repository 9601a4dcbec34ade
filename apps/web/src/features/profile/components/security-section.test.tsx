import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, profileOf, sessionsOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const ana = sessionUser()
const wrongPassword = 'Your current password is not correct.'
type Calls = { method: string; path: string; body: unknown }[]
const callsTo = (calls: Calls, method: string, path: string) => calls.filter((call) => call.method === method && call.path === path)

function securityApi(extra: Record<string, unknown> = {}) {
  return {
    ...signedInApi(ana),
    'GET /api/household/members': { body: { members: [] } },
    ...extra,
  } as Parameters<typeof fakeApi>[0]
}

const section = () => screen.findByRole('region', { name: 'Sign-in and security' }, { timeout: 10_000 })

describe('profile: sign-in and security', () => {
  it('shows the address and whether it is confirmed', async () => {
    fakeApi(securityApi({ 'GET /api/me': profileOf(ana, { emailVerified: false }) }))
    renderApp('/profile')
    expect(await section()).toHaveTextContent('ana@example.com (not confirmed yet)')
  })

  it('changes the password with the current one, signing the other devices out by default', async () => {
    const { calls } = fakeApi(
      securityApi({
        'POST /api/auth/change-password': ({ body }: { body: unknown }) =>
          (body as { currentPassword: string }).currentPassword === 'old secret'
            ? { body: { signedIn: true, user: ana } }
            : apiError(400, 'VALIDATION', wrongPassword, { currentPassword: wrongPassword }),
      }),
    )
    renderApp('/profile')
    await userEvent.click(within(await section()).getByRole('button', { name: 'Change password' }))
    const form = await screen.findByRole('form', { name: 'Change password' })
    expect(within(form).getByLabelText('Current password')).toHaveFocus()

    await userEvent.type(within(form).getByLabelText('Current password'), 'guessing')
    await userEvent.type(within(form).getByLabelText('New password'), 'a new secret')
    await userEvent.type(within(form).getByLabelText('Repeat the new password'), 'a new secrets')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await within(form).findByText('The two passwords do not match')).toBeInTheDocument()
    expect(callsTo(calls, 'POST', '/api/auth/change-password')).toEqual([])

    await userEvent.type(within(form).getByLabelText('Repeat the new password'), '{Backspace}')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveAccessibleDescription(wrongPassword))

    await userEvent.clear(within(form).getByLabelText('Current password'))
    await userEvent.type(within(form).getByLabelText('Current password'), 'old secret')
    expect(within(form).getByRole('checkbox', { name: /Sign out of all other devices/ })).toBeChecked()
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Password changed')).toBeInTheDocument()
    expect(screen.getByText('Every other device has been signed out.')).toBeInTheDocument()
    expect(callsTo(calls, 'POST', '/api/auth/change-password').at(-1)?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'a new secret',
      revokeOtherSessions: true,
    })
    // The form closes and the focus goes back to the button that opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus())
  })

  it('starts an e-mail change and says it waits for the link sent to the new address', async () => {
    const { calls } = fakeApi(securityApi({ 'POST /api/auth/change-email': { body: { status: true } } }))
    renderApp('/profile')
    await userEvent.click(within(await section()).getByRole('button', { name: 'Change e-mail address' }))
    const form = await screen.findByRole('form', { name: 'Change e-mail address' })
    await userEvent.type(within(form).getByLabelText('New e-mail address'), 'ana@example.com')
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }))
    expect(await within(form).findByText('Enter your current password')).toBeInTheDocument()

    await userEvent.clear(within(form).getByLabelText('New e-mail address'))
    await userEvent.type(within(form).getByLabelText('New e-mail address'), 'ana.new@example.com')
    await userEvent.type(within(form).getByLabelText('Current password'), 'my secret')
    await userEvent.click(within(form).getByRole('button', { name: 'Send confirmation link' }))
    expect(await screen.findByText(/Your address changes when you open it; until then, keep signing in with/)).toBeInTheDocument()
    expect(within(await section()).getByText('ana.new@example.com')).toBeInTheDocument()
    expect(callsTo(calls, 'POST', '/api/auth/change-email').map((call) => call.body)).toEqual([
      { newEmail: 'ana.new@example.com', currentPassword: 'my secret' },
    ])
  })

  it("puts the server's message under the field it is about", async () => {
    fakeApi(
      securityApi({
        'POST /api/auth/change-email': apiError(400, 'VALIDATION', 'This is already your e-mail address.', {
          newEmail: 'This is already your e-mail address.',
        }),
      }),
    )
    renderApp('/profile')
    await userEvent.click(within(await section()).getByRole('button', { name: 'Change e-mail address' }))
    await userEvent.type(screen.getByLabelText('New e-mail address'), 'ANA@example.com')
    await userEvent.type(screen.getByLabelText('Current password'), 'my secret')
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation link' }))
    await waitFor(() =>
      expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription('This is already your e-mail address.'),
    )
  })

  it('lists the signed-in devices and signs out one, or all the others', async () => {
    const phone = { id: 'session-2', device: 'Safari on iPhone' }
    const tablet = { id: 'session-3', device: 'Chrome on Android' }
    let remaining = [phone, tablet]
    const { calls } = fakeApi(
      securityApi({
        'GET /api/me/sessions': () => sessionsOf(ana, remaining),
        'DELETE /api/me/sessions/session-2': () => {
          remaining = remaining.filter((s) => s.id !== 'session-2')
          return { status: 204 }
        },
        'POST /api/me/sessions/revoke-others': () => {
          remaining = []
          return { body: { revoked: 1 } }
        },
      }),
    )
    renderApp('/profile')
    const devices = await within(await section()).findByRole('list', { name: 'Signed-in devices' })
    const items = within(devices).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Chrome on WindowsThis device'),
      expect.stringContaining('Safari on iPhone'),
      expect.stringContaining('Chrome on Android'),
    ])
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument()

    await userEvent.click(within(items[1]!).getByRole('button', { name: /^Sign out Safari on iPhone, signed in/ }))
    expect(await screen.findByText('Safari on iPhone is no longer signed in.')).toBeInTheDocument()
    await waitFor(() => expect(within(devices).queryByText('Safari on iPhone')).not.toBeInTheDocument())

    await userEvent.click(screen.getByRole('button', { name: 'Sign out all other devices' }))
    expect(await screen.findByText('One other device was signed out.')).toBeInTheDocument()
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1))
    expect(screen.queryByRole('button', { name: 'Sign out all other devices' })).not.toBeInTheDocument()
    expect(callsTo(calls, 'DELETE', '/api/me/sessions/session-2')).toHaveLength(1)
  })
})
