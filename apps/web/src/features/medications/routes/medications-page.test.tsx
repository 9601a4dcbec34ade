import { toOffsetDateTime } from '@pawpulse/domain/time-zone'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { medicationFixture, MIA_ID, petFixture, REX_ID, treatmentFixture } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

describe('medications', () => {
  it('records a dose given and shows when the next one is due', async () => {
    const user = sessionUser()
    const base = `/api/pets/${REX_ID}`
    const pimobendan = medicationFixture()
    const api = fakeApi({
      ...signedInApi(user, [petFixture()]),
      'GET /api/me': profileOf(user, { timezone: 'Europe/Amsterdam' }),
      [`GET ${base}/medications`]: () => ({ body: { current: [pimobendan], past: [] } }),
      [`GET ${base}/treatments`]: { body: { treatments: [] } },
      [`GET ${base}/vaccinations`]: { body: { vaccinations: [] } },
      [`POST ${base}/medications/${pimobendan.id}/doses`]: () => {
        // As the server answers: twice a day = 12 hours after the dose.
        Object.assign(pimobendan, {
          lastDoseAt: '2026-01-15T07:30:00.000Z',
          nextDoseDue: '2026-01-15T19:30:00.000Z',
          dueStatus: 'upcoming',
        })
        const dose = {
          id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
          medicationId: pimobendan.id,
          givenAt: pimobendan.lastDoseAt,
          givenBy: null,
          notes: null,
          createdAt: pimobendan.lastDoseAt,
        }
        return { status: 201, body: { dose, medication: pimobendan } }
      },
    })
    renderApp('/medications')
    const item = await screen.findByRole('article', { name: 'Pimobendan' })
    expect(item).toHaveTextContent('5 mg · Twice a day · Oral · Heart')
    expect(item).toHaveTextContent('Next dose dueAfter the first dose is recorded')

    await userEvent.click(within(item).getByRole('button', { name: 'Dose given of Pimobendan' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/doses'))).toBe(true))
    // The tap's time on the owner's clock (Amsterdam) and the dose's own id, so a dose kept offline
    // is stored as given then, and once.
    const sent = api.calls.find((c) => c.path.endsWith('/doses'))?.body as { id: string; givenAt: string }
    expect(sent).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), givenAt: expect.any(String) })
    expect(Math.abs(Date.parse(sent.givenAt) - Date.now())).toBeLessThan(60_000)
    expect(sent.givenAt).toBe(toOffsetDateTime(new Date(Date.parse(sent.givenAt)), 'Europe/Amsterdam'))
    // On the owner's clock: 08:30 and 20:30 in Amsterdam.
    await waitFor(() => expect(item).toHaveTextContent('Last dose given15 Jan 2026, 08:30'))
    expect(item).toHaveTextContent('Next dose due15 Jan 2026, 20:30')
    expect(within(item).getByText('Upcoming')).toBeInTheDocument()
  })
})

describe('medication edit', () => {
  it('sets how often for a frequency onboarding took in words, keeps the words until then, and shows the field errors', async () => {
    const base = `/api/pets/${REX_ID}`
    const enalapril = medicationFixture({ name: 'Enalapril', frequency: 'twice a day with food', schedule: null, dosage: null })
    const api = fakeApi({
      ...signedInApi(sessionUser(), [petFixture()]),
      [`GET ${base}/medications`]: () => ({ body: { current: [enalapril], past: [] } }),
      [`GET ${base}/treatments`]: { body: { treatments: [] } },
      [`GET ${base}/vaccinations`]: { body: { vaccinations: [] } },
      [`PATCH ${base}/medications/${enalapril.id}`]: ({ body }) => {
        Object.assign(enalapril, body)
        return { body: enalapril }
      },
    })
    renderApp('/medications')
    const item = await screen.findByRole('article', { name: 'Enalapril' })
    expect(item).toHaveTextContent('Next dose dueSet how often to see it')
    await userEvent.click(within(item).getByRole('button', { name: 'Edit Enalapril' }))

    const form = await screen.findByRole('form', { name: 'Edit Enalapril' })
    expect(within(form).getByLabelText('Medication name')).toHaveValue('Enalapril')
    expect(form).toHaveTextContent('Written as “twice a day with food”.')
    await userEvent.selectOptions(within(form).getByLabelText(/How often/), 'interval')
    await userEvent.clear(within(form).getByLabelText('Hours between doses'))
    await userEvent.type(within(form).getByLabelText('Hours between doses'), '0')
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    expect(await within(form).findByText('Doses are at least 1 hour apart')).toBeInTheDocument()
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false)

    await userEvent.selectOptions(within(form).getByLabelText(/How often/), 'twice_daily')
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true))
    // The schedule is its own field: the owner's words from the label stay as they wrote them.
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      name: 'Enalapril',
      frequency: 'twice a day with food',
      schedule: { frequency: 'twice_daily' },
    })
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Enalapril' })).not.toBeInTheDocument())
  })

  it('stops a medication by making today its last day', async () => {
    const base = `/api/pets/${REX_ID}`
    const pimobendan = medicationFixture()
    const api = fakeApi({
      ...signedInApi(sessionUser(), [petFixture()]),
      [`GET ${base}/medications`]: () => ({ body: { current: [pimobendan], past: [] } }),
      [`GET ${base}/treatments`]: { body: { treatments: [] } },
      [`GET ${base}/vaccinations`]: { body: { vaccinations: [] } },
      [`PATCH ${base}/medications/${pimobendan.id}`]: ({ body }) => ({ body: Object.assign(pimobendan, body) }),
    })
    renderApp('/medications')
    const item = await screen.findByRole('article', { name: 'Pimobendan' })
    await userEvent.click(within(item).getByRole('button', { name: 'Stop Pimobendan' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Stop medication' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true))
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
  })
})

describe('parasite treatments', () => {
  it('records a product for a cat, with its safety note and next due date', async () => {
    const base = `/api/pets/${MIA_ID}`
    const tritActNote = 'Frontline Tri-Act, a different product for dogs, contains permethrin, which is toxic to cats: check the box.'
    const frontline = {
      id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
      source: 'reference',
      brand: 'Frontline Plus',
      manufacturer: 'Boehringer Ingelheim',
      species: ['dog', 'cat'],
      types: ['flea_tick'],
      isCombo: false,
      defaultFrequency: 'monthly',
      frequencyNote: null,
      activeIngredients: [],
      covers: ['fleas', 'ticks'],
      variants: [],
      safetyNotes: [tritActNote],
    }
    const treatments: ReturnType<typeof treatmentFixture>[] = []
    const api = fakeApi({
      ...signedInApi(sessionUser(), [petFixture({ id: MIA_ID, name: 'Mia', species: 'cat' })]),
      [`GET ${base}/medications`]: { body: { current: [], past: [] } },
      [`GET ${base}/treatments`]: () => ({ body: { treatments } }),
      [`GET ${base}/vaccinations`]: { body: { vaccinations: [] } },
      'GET /api/treatments/products': { body: { products: [frontline] } },
      'GET /api/treatments/manufacturers': { body: { manufacturers: [{ name: 'Boehringer Ingelheim', source: 'reference' }] } },
      [`POST ${base}/treatments`]: ({ body }) => {
        const input = body as { givenOn: string }
        treatments.push(
          treatmentFixture({
            petId: MIA_ID,
            brandId: frontline.id,
            givenOn: input.givenOn,
            nextDue: '2026-02-10',
            daysUntilDue: 26,
            safetyNotes: [tritActNote],
          }),
        )
        return { status: 201, body: treatments[0] }
      },
    })
    renderApp('/medications')
    expect(await screen.findByText('No treatments recorded for Mia')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Record a treatment' }))
    const form = await screen.findByRole('form', { name: 'Record a treatment' })
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'Flea and tick')
    await userEvent.selectOptions(await within(form).findByLabelText('Product'), 'Frontline Plus (Boehringer Ingelheim)')
    expect(within(form).getByText(tritActNote)).toBeInTheDocument()
    expect(within(form).getByLabelText('How often')).toHaveValue('monthly')
    await userEvent.clear(within(form).getByLabelText('Given on'))
    await userEvent.type(within(form).getByLabelText('Given on'), '2026-01-10')
    await userEvent.click(within(form).getByRole('button', { name: 'Record treatment' }))

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === `${base}/treatments`)).toBe(true))
    expect(api.calls.find((c) => c.method === 'POST' && c.path === `${base}/treatments`)?.body).toEqual({
      brandId: frontline.id,
      userBrandId: null,
      productName: null,
      treatmentType: 'flea_tick',
      variant: null,
      frequency: 'monthly',
      givenOn: '2026-01-10',
      notes: null,
    })
    expect(api.calls.some((c) => c.path === '/api/treatments/products' && c.method === 'GET')).toBe(true)
    const item = await screen.findByRole('article', { name: 'Frontline Plus' })
    expect(item).toHaveTextContent('Next due10 February 2026 (in 26 days)')
    expect(within(item).getByText(tritActNote)).toBeInTheDocument()
  })

  it('warns a cat owner who types a dog product toxic to cats before it is saved', async () => {
    const base = `/api/pets/${MIA_ID}`
    fakeApi({
      ...signedInApi(sessionUser(), [petFixture({ id: MIA_ID, name: 'Mia', species: 'cat' })]),
      [`GET ${base}/medications`]: { body: { current: [], past: [] } },
      [`GET ${base}/treatments`]: { body: { treatments: [] } },
      [`GET ${base}/vaccinations`]: { body: { vaccinations: [] } },
      'GET /api/treatments/products': { body: { products: [] } },
      'GET /api/treatments/manufacturers': { body: { manufacturers: [] } },
    })
    renderApp('/medications')
    await userEvent.click(await screen.findByRole('button', { name: 'Record a treatment' }))
    const form = await screen.findByRole('form', { name: 'Record a treatment' })
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'Flea and tick')
    await userEvent.selectOptions(within(form).getByLabelText('Product'), 'Not on the list: type its name')
    await userEvent.type(within(form).getByLabelText('Product name'), 'Advantix')
    expect(
      within(form).getByText(
        'K9 Advantix contains permethrin, which is toxic to cats. Never use it on a cat. If it has been put on your cat, call your vet now.',
      ),
    ).toBeInTheDocument()
    await userEvent.clear(within(form).getByLabelText('Product name'))
    await userEvent.type(within(form).getByLabelText('Product name'), 'Advantage')
    expect(within(form).queryByText(/toxic to cats/)).not.toBeInTheDocument()
  })
})
