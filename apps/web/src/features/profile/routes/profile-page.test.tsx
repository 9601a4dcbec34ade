import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const ana = sessionUser()
const pet = (id: string, name: string, access = 'owner') => ({
  id,
  name,
  species: 'dog',
  access,
  currentConditions: [],
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const rex = pet('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Rex')
const mia = pet('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Mia')
const shared = pet('cccccccc-cccc-4ccc-8ccc-cccccccccccc', 'Bo', 'editor')

const member = (n: number, changes: Record<string, unknown>) => ({
  id: `99999999-9999-4999-8999-00000000000${n}`,
  name: `Member ${n}`,
  email: `member${n}@example.com`,
  relationship: null,
  phone: null,
  petIds: [rex.id],
  accessLevel: 'editor',
  status: 'invited',
  inviteSent: true,
  inviteSentAt: '2026-03-01T00:00:00.000Z',
  inviteExpiresAt: '2026-03-08T00:00:00.000Z',
  hasAccepted: false,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...changes,
})
const sam = member(1, { name: 'Sam Lee', relationship: 'Partner', petIds: [rex.id, mia.id] })
const kim = member(2, { name: 'Kim', inviteSent: false })
const lou = member(3, { name: 'Lou', status: 'active', hasAccepted: true, accessLevel: 'viewer' })
const max = member(4, { name: 'Max', status: 'revoked' })

function profileApi(members: unknown[], extra: Record<string, unknown> = {}) {
  return {
    ...signedInApi(ana, [rex, mia, shared]),
    'GET /api/household/members': { body: { members } },
    ...extra,
  } as Parameters<typeof fakeApi>[0]
}

const card = async (name: string) => screen.findByRole('article', { name })

describe('profile: household', () => {
  it('lists each member with pets, access and where the invitation stands', async () => {
    fakeApi(profileApi([sam, kim, lou, max]))
    renderApp('/profile')
    const samCard = await card('Sam Lee')
    expect(within(samCard).getByText('member1@example.com · Partner')).toBeInTheDocument()
    expect(within(samCard).getByText('Pets shared: Rex, Mia')).toBeInTheDocument()
    expect(within(samCard).getByText('Invited: invitation sent')).toBeInTheDocument()
    expect(within(samCard).getByLabelText('Access level')).toHaveValue('editor')
    expect(within(await card('Kim')).getByText('Invited: invitation not sent')).toBeInTheDocument()
    expect(within(await card('Kim')).getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument()
    const louCard = await card('Lou')
    expect(within(louCard).getByText('Active')).toBeInTheDocument()
    expect(within(louCard).getByLabelText('Access level')).toHaveValue('viewer')
    expect(within(louCard).queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument()
    const maxCard = await card('Max')
    expect(within(maxCard).getByText('Access revoked')).toBeInTheDocument()
    expect(within(maxCard).getByRole('button', { name: 'Restore access' })).toBeInTheDocument()
  })

  it('changes access, revokes, restores and resends', async () => {
    const { calls } = fakeApi(
      profileApi([kim, lou, max], {
        [`PATCH /api/household/members/${lou.id}`]: ({ body }: { body: unknown }) => ({ body: { ...lou, ...(body as object) } }),
        [`PATCH /api/household/members/${max.id}`]: ({ body }: { body: unknown }) => ({ body: { ...max, ...(body as object) } }),
        [`POST /api/household/members/${kim.id}/resend`]: { body: { ...kim, inviteSent: true } },
      }),
    )
    renderApp('/profile')
    const louCard = await card('Lou')
    await userEvent.selectOptions(within(louCard).getByLabelText('Access level'), 'editor')
    await userEvent.click(within(louCard).getByRole('button', { name: 'Revoke access' }))
    await userEvent.click(within(await card('Max')).getByRole('button', { name: 'Restore access' }))
    await userEvent.click(within(await card('Kim')).getByRole('button', { name: 'Resend invitation' }))
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.method !== 'GET' && call.path.startsWith('/api/household'))
          .map((call) => [call.method, call.path, call.body]),
      ).toEqual([
        ['PATCH', `/api/household/members/${lou.id}`, { accessLevel: 'editor' }],
        ['PATCH', `/api/household/members/${lou.id}`, { status: 'revoked' }],
        ['PATCH', `/api/household/members/${max.id}`, { status: 'active' }],
        ['POST', `/api/household/members/${kim.id}/resend`, {}],
      ]),
    )
    expect(await screen.findByText('We e-mailed a new invitation to member2@example.com.')).toBeInTheDocument()
  })

  it('removes a member only after confirming', async () => {
    const { calls } = fakeApi(profileApi([sam], { [`DELETE /api/household/members/${sam.id}`]: { status: 204 } }))
    renderApp('/profile')
    await userEvent.click(within(await card('Sam Lee')).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Sam Lee?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)
    await userEvent.click(within(await card('Sam Lee')).getByRole('button', { name: 'Remove' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove Sam Lee' }))
    expect(await screen.findByText('Member removed')).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
  })

  it('checks the invite form with the shared schema, offers only own pets, then sends the invitation', async () => {
    const { calls } = fakeApi(
      profileApi([], {
        'POST /api/household/members': ({ body }: { body: unknown }) => ({
          status: 201,
          body: member(5, { ...(body as object), relationship: 'Sitter', phone: null }),
        }),
      }),
    )
    renderApp('/profile')
    expect(await screen.findByText('Nobody shares your pets yet.')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: 'Invite someone' })
    const pets = within(form).getByRole('group', { name: 'Pets to share' })
    // Only the owner's own pets can be shared, not one shared with them.
    expect(
      within(pets)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent),
    ).toEqual(['Rex', 'Mia'])

    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }))
    expect(await within(form).findByText('Name is required')).toBeInTheDocument()
    expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address')
    expect(within(form).getByText('Choose at least one pet to share')).toBeInTheDocument()
    expect(calls.some((call) => call.path === '/api/household/members' && call.method === 'POST')).toBe(false)

    await userEvent.type(within(form).getByLabelText('Name'), 'Jo')
    await userEvent.type(within(form).getByLabelText('E-mail'), 'Jo@Example.com')
    await userEvent.type(within(form).getByLabelText('Relationship'), 'Sitter')
    await userEvent.click(within(pets).getByRole('checkbox', { name: 'Mia' }))
    await userEvent.click(within(form).getByRole('radio', { name: /Viewer \(can only look\)/ }))
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }))

    expect(await screen.findByText('Invitation sent')).toBeInTheDocument()
    expect(calls.find((call) => call.path === '/api/household/members' && call.method === 'POST')?.body).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      relationship: 'Sitter',
      phone: '',
      petIds: [mia.id],
      accessLevel: 'viewer',
    })
  })
})

describe('profile: account', () => {
  const deletionApi = (onDeleted: () => void) =>
    profileApi([], {
      'POST /api/auth/sign-in/anonymous': { body: { signedIn: true, user: guestUser() } },
      'DELETE /api/me': ({ body }: { body: unknown }) => {
        const { confirmEmail, currentPassword } = body as { confirmEmail: string; currentPassword: string }
        // The server trims and lower-cases what was typed (deleteAccountSchema).
        if (confirmEmail.trim().toLowerCase() !== 'ana@example.com') {
          return apiError(400, 'VALIDATION', 'Type your e-mail exactly to confirm.', { confirmEmail: 'This is not your e-mail address' })
        }
        if (currentPassword !== 'correct horse') {
          return apiError(400, 'VALIDATION', 'Your current password is not correct.', {
            currentPassword: 'Your current password is not correct.',
          })
        }
        onDeleted()
        return { body: { deleted: true } }
      },
    })

  it('deletes the account only once the e-mail and the current password are typed, then goes home with a toast', async () => {
    let isDeleted = false
    const { calls } = fakeApi({
      ...deletionApi(() => (isDeleted = true)),
      'GET /api/auth/get-session': () =>
        isDeleted ? { body: null } : { body: { session: { id: 's', userId: ana.id, expiresAt: '2027-01-01T00:00:00.000Z' }, user: ana } },
    })
    const app = renderApp('/profile')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' })
    expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Type ana@example.com to confirm'), 'ANA@example.com')
    expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Your current password'), 'correct horse')
    await userEvent.click(confirm)

    await waitFor(() => expect(app.location()).toBe('/'))
    expect(await screen.findByText('Account deleted')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      confirmEmail: 'ANA@example.com',
      currentPassword: 'correct horse',
    })
  })

  it('says so under the password when it is wrong, and stays on the page', async () => {
    fakeApi(deletionApi(() => {}))
    const app = renderApp('/profile')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    await userEvent.type(within(dialog).getByLabelText('Type ana@example.com to confirm'), 'ana@example.com')
    await userEvent.type(within(dialog).getByLabelText('Your current password'), 'wrong guess')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }))

    expect(await within(dialog).findByText('Your current password is not correct.')).toBeInTheDocument()
    expect(app.location()).toBe('/profile')
    expect(screen.queryByText('Account deleted')).not.toBeInTheDocument()
  })
})
