import { onboardingCompletionSchema } from '@pawpulse/domain/onboarding'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, petDetailOf, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const ana = sessionUser()
const newPetId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'
const storedDraft = () => JSON.parse(localStorage.getItem('pawpulse-onboarding') ?? 'null')?.state

async function fillGeneralInfo(name = 'Rex') {
  await userEvent.type(await screen.findByLabelText('Name'), name)
  await userEvent.click(screen.getByRole('radio', { name: 'Dog' }))
}

async function openSection(title: string) {
  const steps = screen.getByRole('navigation', { name: 'Onboarding sections' })
  await userEvent.click(within(steps).getByRole('button', { name: new RegExp(`\\d\\. ${title}`) }))
  return screen.findByRole('heading', { level: 2, name: title })
}

describe('pet onboarding', () => {
  it('keeps the draft on the device: a reload restores it', async () => {
    fakeApi(signedInApi(ana))
    const first = renderApp('/petonboarding')
    await fillGeneralInfo()
    await userEvent.type(screen.getByLabelText('Colour'), 'Black')
    expect(storedDraft().pets[0].generalInfo).toMatchObject({ name: 'Rex', species: 'dog', color: 'Black' })
    first.unmount()

    renderApp('/petonboarding', { isReload: true })
    expect(await screen.findByLabelText('Name')).toHaveValue('Rex')
    expect(screen.getByLabelText('Colour')).toHaveValue('Black')
    expect(screen.getByRole('radio', { name: 'Dog' })).toBeChecked()
  })

  it('ticking "Mixed breed" carries the breed typed so far into the mix, as on the pet editor', async () => {
    fakeApi(signedInApi(ana))
    renderApp('/petonboarding')
    await fillGeneralInfo()
    await userEvent.type(screen.getByRole('combobox', { name: 'Breed' }), 'Beagle')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mixed breed' }))
    expect(screen.getByRole('combobox', { name: 'Breed 1' })).toHaveValue('Beagle')
    expect(screen.getByRole('radio', { name: 'Dominant' })).toBeChecked()
    expect(storedDraft().pets[0].generalInfo).toMatchObject({
      isMixedBreed: true,
      breed: '',
      breedMix: [{ breed: 'Beagle', percentage: '', isDominant: true }],
    })

    await userEvent.click(screen.getByRole('checkbox', { name: 'Mixed breed' }))
    expect(screen.getByRole('combobox', { name: 'Breed' })).toHaveValue('Beagle')
    expect(storedDraft().pets[0].generalInfo).toMatchObject({ isMixedBreed: false, breed: 'Beagle', breedMix: [] })
  })

  it('stops at general information without a name, with the missing-name message', async () => {
    fakeApi(signedInApi(ana))
    renderApp('/petonboarding')
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing general information or pet name')
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Missing general information or pet name')
    expect(screen.getByRole('heading', { level: 2, name: 'General information' })).toBeInTheDocument()

    await fillGeneralInfo()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    const careTeam = await screen.findByRole('heading', { level: 2, name: 'Care team' })
    await waitFor(() => expect(careTeam).toHaveFocus())
    expect(screen.getByRole('button', { name: '1. General information, done' })).toBeInTheDocument()
    expect(screen.getByText('Section 2 of 8 · 1 done')).toBeInTheDocument()
  })

  it('Cancel asks before discarding typed answers, then resets the draft', async () => {
    fakeApi(signedInApi(ana))
    const app = renderApp('/petonboarding')
    await fillGeneralInfo()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this pet?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    expect(screen.getByLabelText('Name')).toHaveValue('Rex')

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(app.location()).toBe('/dashboard'))
    expect(storedDraft()).toMatchObject({ pets: [], currentStep: 1, isCompleted: false })
  })

  it('Start on /onboarding offers the unfinished draft, and starts again from nothing when asked', async () => {
    fakeApi(signedInApi(ana))
    const first = renderApp('/petonboarding')
    await fillGeneralInfo()
    first.unmount()

    const app = renderApp('/onboarding', { isReload: true })
    expect(await screen.findByRole('heading', { level: 1, name: 'Add your first pet' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Continue where you left off' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Start' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Start again?' })).getByRole('button', { name: 'Start again' }),
    )
    await waitFor(() => expect(app.location()).toBe('/petonboarding'))
    expect(await screen.findByLabelText('Name')).toHaveValue('')
    expect(storedDraft().pets).toHaveLength(1)
    expect(storedDraft().pets[0].generalInfo.name).toBe('')
  })

  it('Complete sends one request matching the schema, selects the new pet and opens the dashboard', async () => {
    const newPet = {
      id: newPetId,
      name: 'Rex',
      species: 'dog',
      access: 'owner',
      currentConditions: [],
      photoUrl: null,
      createdAt: '2026-03-01T00:00:00.000Z',
    }
    let isSaved = false
    const { calls } = fakeApi({
      ...signedInApi(ana),
      'GET /api/me': profileOf(ana, { unitSystem: 'metric' }),
      'GET /api/pets': () => ({ body: { pets: isSaved ? [newPet] : [] } }),
      [`GET /api/pets/${newPetId}`]: { body: petDetailOf(newPet) },
      'POST /api/onboarding/complete': () => {
        isSaved = true
        return { status: 201, body: { petId: newPetId } }
      },
    })
    const app = renderApp('/petonboarding')
    await fillGeneralInfo()
    await userEvent.type(screen.getByLabelText('Weight'), '12')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    const vet = await screen.findByRole('group', { name: 'Primary Veterinarian' })
    await userEvent.type(within(vet).getByLabelText('Name'), 'Dr. Vega')
    await userEvent.type(within(vet).getByLabelText('Phone number'), '+31 30 123 4567')
    await userEvent.click(screen.getByRole('button', { name: 'Add household member' }))
    await userEvent.type(within(screen.getByRole('group', { name: 'Household member 1' })).getByLabelText('E-mail'), 'nameless@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Add household member' }))
    await userEvent.type(within(screen.getByRole('group', { name: 'Household member 2' })).getByLabelText('Name'), 'Sam')

    await openSection('Symptom tracking')
    // A dog's default trackers come pre-ticked.
    expect(screen.getByRole('checkbox', { name: 'Walks' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }))

    await waitFor(() => expect(app.location()).toBe('/dashboard'))
    const sent = calls.filter((call) => call.path === '/api/onboarding/complete')
    expect(sent).toHaveLength(1)
    expect(onboardingCompletionSchema.safeParse(sent[0]?.body).success).toBe(true)
    expect(sent[0]?.body).toMatchObject({
      generalInfo: { name: 'Rex', species: 'dog', weight: 12, weightUnit: 'kg' },
      careTeam: { primaryVet: { name: 'Dr. Vega', phoneNumber: '+31 30 123 4567' } },
      householdMembers: [{ name: 'Sam' }],
      symptomTracking: { enabledVitals: ['walks', 'eating', 'activity'] },
    })
    expect(await screen.findByText('Pet added')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Selected pet: Rex' })).toBeInTheDocument()
    expect(JSON.parse(localStorage.getItem('pet-core-storage') ?? '{}').state).toEqual({ selectedPetId: newPetId })
    // Completed, then reset for the next pet.
    expect(storedDraft()).toMatchObject({ pets: [], isCompleted: false, householdMembers: [] })
  })

  it("shows the server's field errors on the section they belong to, and keeps the draft", async () => {
    fakeApi({
      ...signedInApi(ana),
      'POST /api/onboarding/complete': apiError(400, 'VALIDATION', 'Some fields are not valid.', {
        'generalInfo.name': 'Missing general information or pet name',
      }),
    })
    const app = renderApp('/petonboarding')
    await fillGeneralInfo()
    await openSection('Symptom tracking')
    await userEvent.click(screen.getByRole('button', { name: 'Complete' }))

    expect(await screen.findByRole('heading', { level: 2, name: 'General information' })).toBeInTheDocument()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Some fields are not valid.')
    expect(alert).toHaveTextContent('Missing general information or pet name')
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Missing general information or pet name')
    expect(app.location()).toBe('/petonboarding')
    expect(storedDraft().pets[0].generalInfo.name).toBe('Rex')
  })
})
