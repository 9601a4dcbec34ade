import type { VaccinationView } from '@pawpulse/domain/vaccination-api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { emptyDashboardOf, fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { MIA_ID, petFixture, REX_ID, vaccinationFixture } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

const emptyRecords = (petId: string) => ({
  [`GET /api/pets/${petId}/medications`]: { body: { current: [], past: [] } },
  [`GET /api/pets/${petId}/treatments`]: { body: { treatments: [] } },
})

describe('vaccinations', () => {
  it('records one from the species’ list with the suggested next due date, which follows the vaccine and the date', async () => {
    const base = `/api/pets/${REX_ID}`
    const vaccinations: VaccinationView[] = []
    const api = fakeApi({
      ...signedInApi(sessionUser(), [petFixture()]),
      ...emptyRecords(REX_ID),
      [`GET ${base}/vaccinations`]: () => ({ body: { vaccinations } }),
      [`POST ${base}/vaccinations`]: ({ body }) => {
        const input = body as { givenOn: string; nextDueOn: string }
        vaccinations.push(vaccinationFixture({ ...input, vaccineKey: 'dapp', vaccineName: 'DAPP', status: 'ok', daysUntilDue: 300 }))
        return { status: 201, body: vaccinations[0] }
      },
    })
    renderApp('/medications')
    expect(await screen.findByText('No vaccinations recorded for Rex')).toBeInTheDocument()
    expect(screen.getByText(/Record Rex’s last rabies and DAPP vaccinations/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Record a vaccination' }))
    const form = await screen.findByRole('form', { name: 'Record a vaccination' })
    const select = within(form).getByLabelText('Vaccine')
    // A dog's lists: core, then non-core; no cat vaccines.
    const groups = within(select).getAllByRole('group')
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Core', 'Non-core'])
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DAPP (distemper, adenovirus, parvovirus, parainfluenza)', 'Rabies'])
    expect(within(select).queryByRole('option', { name: /FVRCP/ })).toBeNull()

    await userEvent.clear(within(form).getByLabelText('Given on'))
    await userEvent.type(within(form).getByLabelText('Given on'), '2026-01-10')
    // The first dose the app sees (no birthdate): a year on.
    await userEvent.selectOptions(select, 'DAPP (distemper, adenovirus, parvovirus, parainfluenza)')
    expect(within(form).getByLabelText('Next due')).toHaveValue('2027-01-10')
    await userEvent.clear(within(form).getByLabelText('Given on'))
    await userEvent.type(within(form).getByLabelText('Given on'), '2026-02-03')
    expect(within(form).getByLabelText('Next due')).toHaveValue('2027-02-03')
    await userEvent.type(within(form).getByLabelText('Clinic'), 'Elm Street Vets')
    await userEvent.type(within(form).getByLabelText('Batch / lot number'), 'A-77')
    await userEvent.click(within(form).getByRole('button', { name: 'Record vaccination' }))

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === `${base}/vaccinations`)).toBe(true))
    expect(api.calls.find((c) => c.method === 'POST' && c.path === `${base}/vaccinations`)?.body).toEqual({
      vaccineKey: 'dapp',
      vaccineName: null,
      givenOn: '2026-02-03',
      nextDueOn: '2027-02-03',
      clinic: 'Elm Street Vets',
      batchNumber: 'A-77',
      notes: null,
    })
    expect(await screen.findByRole('article', { name: 'DAPP' })).toHaveTextContent('Given3 February 2026')
  })

  it('types a vaccine not on the list, shows the field errors, and edits the next due date of one', async () => {
    const base = `/api/pets/${MIA_ID}`
    const felv = vaccinationFixture({ petId: MIA_ID, vaccineKey: 'felv', vaccineName: 'FeLV (feline leukaemia virus)', core: false })
    const api = fakeApi({
      ...signedInApi(sessionUser(), [petFixture({ id: MIA_ID, name: 'Mia', species: 'cat' })]),
      ...emptyRecords(MIA_ID),
      [`GET ${base}/vaccinations`]: () => ({ body: { vaccinations: [felv] } }),
      [`POST ${base}/vaccinations`]: { status: 201, body: vaccinationFixture({ vaccineKey: null, vaccineName: 'Chlamydia' }) },
      [`PATCH ${base}/vaccinations/${felv.id}`]: ({ body }) => ({
        body: Object.assign(felv, { nextDueOn: (body as { nextDueOn: string }).nextDueOn, status: 'ok', daysUntilDue: 150 }),
      }),
    })
    renderApp('/medications')
    const item = await screen.findByRole('article', { name: 'FeLV (feline leukaemia virus)' })
    expect(within(item).getByText('Overdue')).toBeInTheDocument()
    expect(item).toHaveTextContent('Non-core · Elm Street Vets · Batch RB-1')

    await userEvent.click(screen.getByRole('button', { name: 'Record a vaccination' }))
    const form = await screen.findByRole('form', { name: 'Record a vaccination' })
    await userEvent.click(within(form).getByRole('button', { name: 'Record vaccination' }))
    expect(await within(form).findByText('Choose a vaccine or type its name')).toBeInTheDocument()
    await userEvent.selectOptions(within(form).getByLabelText('Vaccine'), 'Other (type the name)')
    await userEvent.type(within(form).getByLabelText('Vaccine name'), 'Chlamydia')
    await userEvent.clear(within(form).getByLabelText('Given on'))
    await userEvent.type(within(form).getByLabelText('Given on'), '2026-01-10')
    await userEvent.type(within(form).getByLabelText('Next due'), '2026-01-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Record vaccination' }))
    expect(await within(form).findByText('The next due date must be after the date given')).toBeInTheDocument()
    await userEvent.clear(within(form).getByLabelText('Next due'))
    await userEvent.click(within(form).getByRole('button', { name: 'Record vaccination' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === `${base}/vaccinations`)).toBe(true))
    expect(api.calls.find((c) => c.method === 'POST' && c.path === `${base}/vaccinations`)?.body).toMatchObject({
      vaccineKey: null,
      vaccineName: 'Chlamydia',
      nextDueOn: null,
    })

    await userEvent.click(within(item).getByRole('button', { name: /^Edit FeLV/ }))
    const edit = await screen.findByRole('form', { name: 'Edit FeLV (feline leukaemia virus)' })
    expect(within(edit).getByLabelText('Vaccine')).toHaveValue('felv')
    await userEvent.clear(within(edit).getByLabelText('Next due'))
    await userEvent.type(within(edit).getByLabelText('Next due'), '2026-06-01')
    await userEvent.click(within(edit).getByRole('button', { name: 'Save vaccination' }))
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true))
    expect(api.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ vaccineKey: 'felv', nextDueOn: '2026-06-01' })
  })

  it('deletes one after confirming', async () => {
    const base = `/api/pets/${REX_ID}`
    let vaccinations = [vaccinationFixture()]
    const api = fakeApi({
      ...signedInApi(sessionUser(), [petFixture()]),
      ...emptyRecords(REX_ID),
      [`GET ${base}/vaccinations`]: () => ({ body: { vaccinations } }),
      [`DELETE ${base}/vaccinations/${vaccinations[0]!.id}`]: () => {
        vaccinations = []
        return { status: 204 }
      },
    })
    renderApp('/medications')
    const item = await screen.findByRole('article', { name: 'Rabies' })
    await userEvent.click(within(item).getByRole('button', { name: /Delete/ }))
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)
    await userEvent.click(await screen.findByRole('button', { name: 'Delete vaccination' }))
    expect(await screen.findByText('No vaccinations recorded for Rex')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1)
  })

  it('is read-only for a viewer', async () => {
    const base = `/api/pets/${REX_ID}`
    fakeApi({
      ...signedInApi(sessionUser(), [petFixture({ access: 'viewer' })]),
      ...emptyRecords(REX_ID),
      [`GET ${base}/vaccinations`]: { body: { vaccinations: [vaccinationFixture({ status: 'due_soon', daysUntilDue: 12 })] } },
    })
    renderApp('/medications')
    const item = await screen.findByRole('article', { name: 'Rabies' })
    expect(within(item).getByText('Due soon')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Record a vaccination' })).toBeNull()
    expect(within(item).queryByRole('button')).toBeNull()
  })
})

describe('the dashboard’s vaccinations', () => {
  it('shows the overdue and the due soon, and nothing when there are none', async () => {
    const rex = petFixture()
    fakeApi({
      ...signedInApi(sessionUser(), [rex]),
      [`GET /api/pets/${REX_ID}/dashboard`]: {
        body: emptyDashboardOf(rex, {
          vaccinations: [
            { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', vaccineName: 'Rabies', nextDueOn: '2026-03-03', status: 'overdue' },
            { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', vaccineName: 'DAPP', nextDueOn: '2027-01-12', status: 'due_soon' },
          ],
        }),
      },
    })
    renderApp('/dashboard')
    const card = await screen.findByRole('region', { name: 'Vaccinations' })
    expect(card).toHaveTextContent('Rabies overdue since 3 Mar 2026')
    expect(card).toHaveTextContent('DAPP due 12 Jan 2027')
  })

  it('has no card without vaccinations due', async () => {
    fakeApi(signedInApi(sessionUser(), [petFixture()]))
    renderApp('/dashboard')
    expect(await screen.findByRole('region', { name: 'Due today or overdue' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Vaccinations' })).toBeNull()
  })
})
