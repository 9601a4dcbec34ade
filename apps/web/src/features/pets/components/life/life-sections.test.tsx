import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, lifeSectionsOf, petDetailOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const user = sessionUser()
const pet = (access: string) => ({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Rex',
  species: 'dog',
  access,
  currentConditions: [],
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const base = '/api/pets/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const updatedAt = '2026-02-01T10:00:00.000Z'

const behavior = {
  temperament: 'Gentle',
  energyLevel: 'high',
  anxietyTriggers: 'Fireworks',
  dogReactivity: 'reactive',
  catReactivity: null,
  peopleReactivity: 'nervous',
  childReactivity: 'may_bite',
  houseTraining: 'reliable',
  crateTrained: true,
  separationAnxiety: 'mild',
  muzzleNeeded: true,
  handlingNotes: 'Towel wrap for injections',
  notes: null,
  updatedAt,
}

function api(access = 'owner', overrides: Record<string, unknown> = {}) {
  const rex = pet(access)
  return {
    ...signedInApi(user, [rex]),
    [`GET ${base}`]: { body: petDetailOf(rex) },
    [`GET ${base}/images`]: { body: { images: [] } },
    [`GET ${base}/care-team`]: { body: { contacts: [] } },
    [`GET ${base}/weight-logs`]: { body: { from: '2025-01-16', to: '2026-01-15', logs: [] } },
    [`GET ${base}/weight-chart`]: { body: { from: '2025-01-16', to: '2026-01-15', unit: 'kg', points: [] } },
    ...lifeSectionsOf(rex.id),
    ...overrides,
  }
}

describe('diet, behaviour and fun facts on the pet page', () => {
  it('says what to add when nothing is recorded, and saves the diet from its form', async () => {
    const { calls } = fakeApi(
      api('owner', {
        [`PUT ${base}/diet`]: ({ body }: { body: unknown }) => ({
          body: {
            diet: {
              foodType: null,
              brand: null,
              feedingSchedule: null,
              portionSize: null,
              treats: null,
              dietaryRestrictions: null,
              notes: null,
              ...(body as object),
              updatedAt,
            },
          },
        }),
      }),
    )
    renderApp('/pet')
    const diet = await screen.findByRole('region', { name: 'Diet' })
    expect(await within(diet).findByText('No diet recorded yet.')).toBeInTheDocument()
    expect(within(diet).getByText(/Add the food, the portions/)).toBeInTheDocument()
    expect(await within(screen.getByRole('region', { name: 'Behaviour' })).findByText('No behaviour recorded yet.')).toBeInTheDocument()
    expect(await within(screen.getByRole('region', { name: 'Fun facts' })).findByText('No fun facts recorded yet.')).toBeInTheDocument()

    await userEvent.click(within(diet).getByRole('button', { name: 'Add diet' }))
    const form = await within(diet).findByRole('form', { name: 'Diet' })
    await userEvent.type(within(form).getByLabelText('Food type'), 'Cardiac kibble')
    await userEvent.type(within(form).getByLabelText('Portion size'), '80 g')
    await userEvent.click(within(form).getByRole('button', { name: 'Save diet' }))

    await waitFor(() => expect(within(diet).queryByRole('form')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ foodType: 'Cardiac kibble', portionSize: '80 g', brand: '' })
    expect(within(diet).getByText('Food type').nextElementSibling).toHaveTextContent('Cardiac kibble')
    expect(within(diet).queryByText('Brand')).not.toBeInTheDocument()
    expect(await screen.findByText('Diet saved')).toBeInTheDocument()
  })

  it('shows the behaviour on its scales, with what to know before handling first', async () => {
    fakeApi(api('owner', { [`GET ${base}/behavior`]: { body: { behavior } } }))
    renderApp('/pet')
    const section = await screen.findByRole('region', { name: 'Behaviour' })
    const note = await within(section).findByRole('note', { name: 'Before handling' })
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Muzzle needed for handling', 'May bite or scratch: children', 'Reactive to dogs'])
    expect(within(section).getByText('With unfamiliar people').nextElementSibling).toHaveTextContent('Nervous')
    expect(within(section).getByText('Crate-trained').nextElementSibling).toHaveTextContent('Yes')
    expect(within(section).queryByText('With cats')).not.toBeInTheDocument()
  })

  it('puts the server’s field message under its field, and sends "not known" as null', async () => {
    const { calls } = fakeApi(
      api('owner', {
        [`GET ${base}/behavior`]: { body: { behavior } },
        [`PUT ${base}/behavior`]: apiError(400, 'VALIDATION', 'Invalid input', {
          handlingNotes: 'Handling notes must be at most 1000 characters',
        }),
      }),
    )
    renderApp('/pet')
    const section = await screen.findByRole('region', { name: 'Behaviour' })
    await userEvent.click(await within(section).findByRole('button', { name: 'Edit behaviour' }))
    const form = await within(section).findByRole('form', { name: 'Behaviour' })
    expect(within(form).getByRole('combobox', { name: 'Dogs' })).toHaveValue('reactive')
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Dogs' }), 'Not known')
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Crate-trained' }), 'No')
    await userEvent.click(within(form).getByRole('button', { name: 'Save behaviour' }))

    expect(await within(form).findByText('Handling notes must be at most 1000 characters')).toBeInTheDocument()
    expect(within(form).getByLabelText('Handling notes')).toHaveAccessibleDescription(/Handling notes must be at most 1000 characters/)
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      dogReactivity: null,
      crateTrained: false,
      muzzleNeeded: true,
      childReactivity: 'may_bite',
      catReactivity: null,
    })
  })

  it('shows a viewer the sections without any edit control', async () => {
    fakeApi(
      api('viewer', {
        [`GET ${base}/behavior`]: { body: { behavior } },
      }),
    )
    renderApp('/pet')
    const behaviour = await screen.findByRole('region', { name: 'Behaviour' })
    await within(behaviour).findByRole('note', { name: 'Before handling' })
    const diet = screen.getByRole('region', { name: 'Diet' })
    expect(await within(diet).findByText('No diet recorded yet.')).toBeInTheDocument()
    expect(within(diet).getByText('The people who care for this pet have not added any yet.')).toBeInTheDocument()
    for (const name of [/Add diet/, /Edit behaviour/, /Add fun facts/])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument()
  })

  it('offers a retry when a section cannot be loaded', async () => {
    fakeApi(api('owner', { [`GET ${base}/fun-facts`]: apiError(403, 'FORBIDDEN', 'No.') }))
    renderApp('/pet')
    const section = await screen.findByRole('region', { name: 'Fun facts' })
    expect(await within(section).findByText('The fun facts could not be loaded.')).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
