import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

describe('dashboard', () => {
  it("with no pets shows 'Add Your First Pet', which opens onboarding", async () => {
    fakeApi(signedInApi(sessionUser(), []))
    const app = renderApp('/dashboard')
    const main = await screen.findByRole('main')
    // In the page a link; in the header's pet selector a button.
    const addFirstPet = await within(main).findByRole('link', { name: 'Add Your First Pet' })
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Add Your First Pet' })).toBeInTheDocument()
    await userEvent.click(addFirstPet)
    await waitFor(() => expect(app.location()).toBe('/onboarding'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Add your first pet' })).toBeInTheDocument()
  })

  it('lists the pets from the API and selects the first one', async () => {
    const pets = [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        name: 'Rex',
        species: 'dog',
        access: 'owner',
        currentConditions: ['mvd'],
        photoUrl: null,
        createdAt: '2026-02-01T00:00:00.000Z',
      },
      {
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
        name: 'Mia',
        species: 'cat',
        access: 'viewer',
        currentConditions: [],
        photoUrl: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    ]
    fakeApi(signedInApi(sessionUser(), pets))
    renderApp('/dashboard')
    const rex = await screen.findByRole('region', { name: 'Rex' })
    expect(within(rex).getByText('Selected pet')).toBeInTheDocument()
    expect(within(rex).getByText('MVD')).toBeInTheDocument()
    const mia = screen.getByRole('region', { name: 'Mia' })
    expect(within(mia).getByText('Cat · shared with you')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Selected pet: Rex' })).toBeInTheDocument()
    await waitFor(() => expect(JSON.parse(localStorage.getItem('pet-core-storage') ?? '{}').state).toEqual({ selectedPetId: pets[0]?.id }))

    await userEvent.click(within(mia).getByRole('button', { name: 'Select Mia' }))
    expect(await screen.findByRole('button', { name: 'Selected pet: Mia' })).toBeInTheDocument()
  })

  it('shows the profile photo on the pet card and in the header selector', async () => {
    const photo = {
      id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
      url: '/api/files/pet-images/e/original',
      thumbnailUrl: '/api/files/pet-images/e/thumbnail',
      width: 10,
      height: 10,
      createdAt: '2026-02-02T00:00:00.000Z',
    }
    // The list carries the thumbnail: no request per pet.
    const rex = {
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      name: 'Rex',
      species: 'dog',
      access: 'owner',
      currentConditions: [],
      photoUrl: photo.thumbnailUrl,
      createdAt: '2026-02-01T00:00:00.000Z',
    }
    fakeApi(signedInApi(sessionUser(), [rex]))
    renderApp('/dashboard')
    const card = await screen.findByRole('region', { name: 'Rex' })
    expect(await within(card).findByRole('img', { name: 'Photo of Rex' })).toHaveAttribute('src', photo.thumbnailUrl)
    const selector = screen.getByRole('button', { name: 'Selected pet: Rex' })
    expect(selector.querySelector('img')).toHaveAttribute('src', photo.thumbnailUrl)
  })
})
