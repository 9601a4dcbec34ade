import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, healthy, petDetailOf, profileOf, sessionOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const token = 'tok-123'
const sam = sessionUser({ id: '33333333-3333-4333-8333-333333333333', email: 'sam@example.com', name: 'Sam Lee' })
const rex = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Rex',
  species: 'dog',
  access: 'editor',
  currentConditions: [],
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}
const invitation = {
  ownerName: 'Ana Ruiz',
  memberName: 'Sam',
  email: 'sam@example.com',
  petNames: ['Rex', 'Mia'],
  accessLevel: 'editor',
  expiresAt: '2026-03-08T00:00:00.000Z',
}

describe('household invitation (/auth?invite=…)', () => {
  it('shows who invites to which pets, prefills the address, and accepts after sign-up', async () => {
    let isAccepted = false
    const { calls } = fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(guestUser()),
      [`GET /api/invitations/${token}`]: { body: invitation },
      'POST /api/auth/sign-up/email': { body: { signedIn: true, user: sam } },
      'GET /api/me': profileOf(sam, { onboardingCompleted: false }),
      [`POST /api/invitations/${token}/accept`]: () => {
        isAccepted = true
        return { body: { petIds: [rex.id] } }
      },
      'GET /api/pets': () => ({ body: { pets: isAccepted ? [rex] : [] } }),
      [`GET /api/pets/${rex.id}`]: { body: petDetailOf(rex) },
    })
    const app = renderApp(`/auth?invite=${token}`)
    expect(await screen.findByRole('heading', { name: 'Ana Ruiz invited you' })).toBeInTheDocument()
    expect(screen.getByText(/would like to share Rex and Mia with you as a co-parent/)).toBeInTheDocument()
    // Sign-up comes first for an invitation, with the invited address and the name the owner gave filled in.
    expect(screen.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByLabelText('E-mail')).toHaveValue('sam@example.com')
    expect(screen.getByLabelText('Full name')).toHaveValue('Sam')

    await userEvent.clear(screen.getByLabelText('Full name'))
    await userEvent.type(screen.getByLabelText('Full name'), 'Sam Lee')
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))

    await waitFor(() => expect(app.location()).toBe('/dashboard'))
    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Selected pet: Rex' })).toBeInTheDocument()
    expect(calls.filter((call) => call.path === `/api/invitations/${token}/accept`)).toHaveLength(1)
  })

  it("shows the server's message for a link that is not valid, and still offers sign-in", async () => {
    fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(guestUser()),
      [`GET /api/invitations/${token}`]: apiError(404, 'NOT_FOUND', 'This invitation is not valid or has expired.'),
    })
    renderApp(`/auth?invite=${token}&mode=sign-in`)
    expect(await screen.findByText('This invitation is not valid or has expired.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveValue('')
  })

  it('lets an account that is already signed in accept with one button', async () => {
    let isAccepted = false
    fakeApi({
      ...signedInApi(sam),
      [`GET /api/invitations/${token}`]: { body: invitation },
      [`POST /api/invitations/${token}/accept`]: () => {
        isAccepted = true
        return { body: { petIds: [rex.id] } }
      },
      'GET /api/pets': () => ({ body: { pets: isAccepted ? [rex] : [] } }),
      [`GET /api/pets/${rex.id}`]: { body: petDetailOf(rex) },
    })
    const app = renderApp(`/auth?invite=${token}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }))
    await waitFor(() => expect(app.location()).toBe('/dashboard'))
    expect(await screen.findByText('Invitation accepted')).toBeInTheDocument()
  })
})
