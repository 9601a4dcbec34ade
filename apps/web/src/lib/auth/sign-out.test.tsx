import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { loadPetPhoto, savePetPhoto } from '#web/lib/stores/ai-onboarding-photos.ts'
import { useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'
import { usePetCoreStore } from '#web/lib/stores/pet-core-store.ts'
import { fakeApi, guestUser, healthy, profileOf, sessionOf, sessionUser } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { forgetLocalState } from './sign-out'

describe('sign out', () => {
  it('forgets the user and stored keys, then lands on /useronboarding as a fresh guest', async () => {
    const ana = sessionUser()
    let isSignedIn = true
    fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': () => (isSignedIn ? sessionOf(ana) : { body: null }),
      'GET /api/me': profileOf(ana),
      'GET /api/pets': { body: { pets: [] } },
      'GET /api/household/members': { body: { members: [] } },
      'POST /api/auth/sign-out': () => {
        isSignedIn = false
        return { body: { success: true } }
      },
      'POST /api/auth/sign-in/anonymous': { body: { signedIn: true, user: guestUser() } },
    })
    localStorage.setItem('some-feature-draft', '{"x":1}')
    const app = renderApp('/profile')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }))

    await waitFor(() => expect(app.location()).toBe('/useronboarding'))
    // The page says plainly that the user signed out, and offers Sign in or going on as a guest.
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('You signed out of your account on this device.')
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth')
    await userEvent.click(screen.getByRole('link', { name: 'Continue as guest' }))
    // Going on as a guest: the guest setup, with sign up and sign in offered as before.
    expect(await screen.findByText('You are browsing as a guest.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth?mode=sign-up')
    expect(localStorage.getItem('some-feature-draft')).toBeNull()
  })

  it('forgets what the stores loaded in this tab hold: the selected pet, the AI wizard’s draft and its photos', async () => {
    usePetCoreStore.getState().selectPet('pet-1')
    useAiOnboardingStore.getState().addCoParent({ email: 'sam@example.com', name: 'Sam' })
    await savePetPhoto('pet-key', new File(['photo'], 'rex.png', { type: 'image/png' }))
    forgetLocalState()
    expect(usePetCoreStore.getState().selectedPetId).toBeNull()
    expect(useAiOnboardingStore.getState().coParents).toEqual({})
    await waitFor(async () => expect(await loadPetPhoto('pet-key')).toBeNull())
  })

  it("shows the server's message when sign-out fails", async () => {
    const ana = sessionUser()
    fakeApi({
      'GET /api/health': healthy,
      'GET /api/auth/get-session': sessionOf(ana),
      'GET /api/me': profileOf(ana),
      'GET /api/pets': { body: { pets: [] } },
      'POST /api/auth/sign-out': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Sign-out was refused.' } } },
    })
    const app = renderApp('/dashboard')
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(await screen.findByText('Sign-out was refused.')).toBeInTheDocument()
    expect(app.location()).toBe('/dashboard')
  })
})
