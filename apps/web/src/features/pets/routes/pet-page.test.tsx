import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiError, fakeApi, lifeSectionsOf, petDetailOf, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const ana = sessionUser()
const summary = (id: string, name: string, species: string, access: string) => ({
  id,
  name,
  species,
  access,
  currentConditions: [],
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const rex = summary('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Rex', 'dog', 'owner')
const mia = summary('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Mia', 'cat', 'viewer')
const rexDetail = petDetailOf(rex, {
  breedMix: [
    { breed: 'Labrador Retriever', percentage: 60, isDominant: true },
    { breed: 'Poodle', percentage: 40, isDominant: false },
  ],
  birthdate: '2021-06-01',
  birthdateEstimated: true,
  weight: 10,
  weightUnit: 'kg',
  sex: 'male',
  microchipped: true,
  microchipId: '985141000123456',
  neutered: true,
  nickNames: ['Rexy'],
})
const vet = {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  petId: rex.id,
  role: 'Primary Veterinarian',
  name: 'Dr. Vega',
  clinic: 'Paws Clinic',
  phoneNumber: '+31 (0)30 123 4567',
  email: 'vega@paws.example',
  street: 'Main Street',
  streetNumber: '12',
  city: 'Utrecht',
  postalCode: '3511 AB',
  country: 'Netherlands',
  fullAddress: '12, Main Street, Utrecht, 3511 AB, Netherlands',
  updatedAt: '2026-01-01T00:00:00.000Z',
}

/** The owner sees weights in pounds (imperial), whatever the pet's stored unit. */
function petApi(pets = [rex, mia]) {
  return {
    ...signedInApi(ana, pets),
    'GET /api/me': profileOf(ana, { unitSystem: 'imperial' }),
    [`GET /api/pets/${rex.id}`]: { body: rexDetail },
    [`GET /api/pets/${rex.id}/images`]: { body: { images: [] } },
    [`GET /api/pets/${rex.id}/care-team`]: { body: { contacts: [vet] } },
    ...lifeSectionsOf(rex.id),
    [`GET /api/pets/${mia.id}`]: { body: petDetailOf(mia, { breed: 'Maine Coon', age: 3 }) },
    [`GET /api/pets/${mia.id}/images`]: { body: { images: [] } },
    [`GET /api/pets/${mia.id}/care-team`]: { body: { contacts: [] } },
    ...lifeSectionsOf(mia.id),
  }
}

describe('pet profile (/pet)', () => {
  beforeEach(() => {
    // Ages depend on today: only the clock is fixed, timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-15T12:00:00'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows every field with its display rules, and the care team with tel: and mailto: links', async () => {
    fakeApi(petApi())
    renderApp('/pet')
    const details = await screen.findByRole('region', { name: 'Details' })
    expect(screen.getByRole('heading', { level: 1, name: 'Rex' })).toBeInTheDocument()
    const value = (term: string) => within(details).getByText(term).nextElementSibling?.textContent
    expect(value('Age')).toBe('Approx. 4 years old')
    expect(value('Breed')).toBe('Labrador Retriever (60%)')
    expect(value('Breed mix')).toBe('Labrador Retriever 60%, Poodle 40%')
    expect(value('Birthdate')).toBe('1 June 2021 (estimated)')
    expect(value('Weight')).toBe('22.0 lb')
    expect(value('Microchipped')).toBe('Yes, 985141000123456')
    expect(value('Neutered or spayed')).toBe('Yes')
    expect(value('Nicknames')).toBe('Rexy')

    const careTeam = await screen.findByRole('region', { name: 'Primary Veterinarian' })
    expect(within(careTeam).getByRole('link', { name: '+31 (0)30 123 4567' })).toHaveAttribute('href', 'tel:+310301234567')
    expect(within(careTeam).getByRole('link', { name: 'vega@paws.example' })).toHaveAttribute('href', 'mailto:vega@paws.example')
    expect(within(careTeam).getByText('12, Main Street, Utrecht, 3511 AB, Netherlands')).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Emergency Contact' })).getByText('No emergency contact yet.')).toBeInTheDocument()
  })

  it('saves an edit and says so in a toast', async () => {
    const { calls } = fakeApi({
      ...petApi(),
      [`PATCH /api/pets/${rex.id}`]: ({ body }) => ({ body: { ...rexDetail, ...(body as object) } }),
    })
    renderApp('/pet')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }))
    const form = await screen.findByRole('form', { name: 'Edit Rex' })
    const name = within(form).getByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Rexie')
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByText('Pet updated')).toBeInTheDocument()
    expect(screen.getByText('Pet information has been updated.')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 1, name: 'Rexie' })).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      name: 'Rexie',
      weight: 10,
      weightUnit: 'kg',
      nickNames: ['Rexy'],
    })
  })

  it("tells the owner when saving fails ('Failed to update pet')", async () => {
    fakeApi({ ...petApi(), [`PATCH /api/pets/${rex.id}`]: apiError(403, 'FORBIDDEN', 'You do not have permission to do that.') })
    renderApp('/pet')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Failed to update pet. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Edit Rex' })).toBeInTheDocument()
  })

  it('ticking "Mixed breed" makes the breed the first, dominant breed of the mix; the pet is saved as a mix only', async () => {
    const beagle = petDetailOf(rex, { breed: 'Beagle', breedMix: [] })
    const { calls } = fakeApi({
      ...petApi(),
      [`GET /api/pets/${rex.id}`]: { body: beagle },
      [`PATCH /api/pets/${rex.id}`]: ({ body }) => ({ body: { ...beagle, ...(body as object) } }),
    })
    renderApp('/pet')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }))
    const form = await screen.findByRole('form', { name: 'Edit Rex' })
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Mixed breed' }))
    expect(within(form).queryByRole('combobox', { name: 'Breed' })).not.toBeInTheDocument()
    expect(within(form).getByRole('combobox', { name: 'Breed 1' })).toHaveValue('Beagle')
    expect(within(form).getByRole('radio', { name: 'Dominant' })).toBeChecked()
    await userEvent.click(within(form).getByRole('button', { name: 'Add breed' }))
    await userEvent.type(within(form).getByRole('combobox', { name: 'Breed 2' }), 'Poodle')
    await userEvent.type(within(form).getAllByLabelText('Percentage')[1]!, '30')
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
        breed: null,
        breedMix: [
          { breed: 'Beagle', percentage: null, isDominant: true },
          { breed: 'Poodle', percentage: 30, isDominant: false },
        ],
      }),
    )
  })

  it("shows the mix's message and each row's together, and sends nothing", async () => {
    const { calls } = fakeApi({ ...petApi(), [`GET /api/pets/${rex.id}`]: { body: petDetailOf(rex, { breed: null, breedMix: [] }) } })
    renderApp('/pet')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }))
    const form = await screen.findByRole('form', { name: 'Edit Rex' })
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Mixed breed' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Add breed' }))
    await userEvent.type(within(form).getByRole('combobox', { name: 'Breed 2' }), 'Poodle')
    await userEvent.type(within(form).getAllByLabelText('Percentage')[0]!, '70')
    await userEvent.type(within(form).getAllByLabelText('Percentage')[1]!, '50')
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))

    expect(await within(form).findByText('Breed percentages add up to more than 100%')).toBeInTheDocument()
    expect(within(form).getByRole('combobox', { name: 'Breed 1' })).toHaveAccessibleDescription('Breed is required')
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
  })

  it('unticking "Mixed breed" keeps the dominant breed as the breed and clears the saved mix', async () => {
    const { calls } = fakeApi({
      ...petApi(),
      [`PATCH /api/pets/${rex.id}`]: ({ body }) => ({ body: { ...rexDetail, ...(body as object) } }),
    })
    renderApp('/pet')
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }))
    const form = await screen.findByRole('form', { name: 'Edit Rex' })
    const mixed = within(form).getByRole('checkbox', { name: 'Mixed breed' })
    expect(mixed).toBeChecked()
    await userEvent.click(mixed)
    expect(within(form).getByRole('combobox', { name: 'Breed' })).toHaveValue('Labrador Retriever')
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))

    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ breed: 'Labrador Retriever', breedMix: [] }),
    )
  })

  it('shows a viewer the pet without any edit control', async () => {
    fakeApi(petApi([mia, rex]))
    renderApp('/pet')
    expect(await screen.findByText('Approx. 3 years old', { selector: 'dd' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Mia' })).toBeInTheDocument()
    expect(await screen.findByText('No photos yet.')).toBeInTheDocument()
    expect(await screen.findByText('No primary veterinarian yet.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Choose photos' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /primary veterinarian|emergency contact/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Delete pet' })).not.toBeInTheDocument()
  })

  it('asks before deleting a pet, then selects another one', async () => {
    let pets = [rex, mia]
    const { calls } = fakeApi({
      ...petApi(),
      'GET /api/pets': () => ({ body: { pets } }),
      [`DELETE /api/pets/${rex.id}`]: () => {
        pets = [mia]
        return { status: 204 }
      },
    })
    const app = renderApp('/pet')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete pet' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Rex?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Delete pet' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Rex' }))
    await waitFor(() => expect(app.location()).toBe('/dashboard'))
    expect(await screen.findByText('Pet deleted')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Selected pet: Mia' })).toBeInTheDocument()
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
  })
})
