import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, lifeSectionsOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { fixtureId, petFixture, REX_ID, vaccinationFixture } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

/** The pet page's other reads, with nothing recorded; `vaccinations` answers the section's one request. */
function petPageApi(vaccinations: unknown, access = 'owner') {
  return {
    ...signedInApi(sessionUser(), [petFixture({ access })]),
    [`GET /api/pets/${REX_ID}/images`]: { body: { images: [] } },
    [`GET /api/pets/${REX_ID}/care-team`]: { body: { contacts: [] } },
    ...lifeSectionsOf(REX_ID),
    [`GET /api/pets/${REX_ID}/vaccinations`]: vaccinations as never,
  }
}

const section = () => screen.findByRole('region', { name: 'Vaccinations' })

describe('the pet page’s vaccinations', () => {
  it('lists the latest dose of each vaccine, soonest due first, with its status in words', async () => {
    const vaccinations = [
      vaccinationFixture({
        id: fixtureId(),
        vaccineName: 'Giardia',
        vaccineKey: null,
        core: null,
        givenOn: '2026-02-01',
        nextDueOn: null,
        status: 'none',
        daysUntilDue: null,
      }),
      vaccinationFixture({
        id: fixtureId(),
        vaccineName: 'Leptospirosis',
        givenOn: '2025-03-01',
        nextDueOn: '2026-03-01',
        status: 'due_soon',
        daysUntilDue: 12,
      }),
      vaccinationFixture({
        id: fixtureId(),
        vaccineName: 'Rabies',
        givenOn: '2025-06-01',
        nextDueOn: '2028-06-01',
        status: 'ok',
        daysUntilDue: 800,
      }),
      // Superseded by the later rabies dose: not a row of its own.
      vaccinationFixture({
        id: fixtureId(),
        vaccineName: 'Rabies',
        givenOn: '2024-06-01',
        nextDueOn: '2025-06-01',
        isLatest: false,
        status: null,
        daysUntilDue: null,
      }),
      vaccinationFixture({
        id: fixtureId(),
        vaccineName: 'DAPP',
        givenOn: '2023-01-10',
        nextDueOn: '2026-01-10',
        status: 'overdue',
        daysUntilDue: -30,
      }),
    ]
    fakeApi(petPageApi({ body: { vaccinations } }))
    renderApp('/pet')
    const list = await within(await section()).findByRole('list', { name: 'Rex’s vaccines' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['DAPP', 'Leptospirosis', 'Rabies', 'Giardia'])
    expect(rows[0]).toHaveTextContent('Given 10 January 2023')
    expect(rows[0]).toHaveTextContent('Next due 10 January 2026 (30 days overdue)')
    expect(within(rows[0]!).getByText('Overdue')).toHaveClass('text-red-800')
    expect(within(rows[1]!).getByText('Due soon')).toHaveClass('text-amber-900')
    expect(rows[1]).toHaveTextContent('Next due 1 March 2026 (in 12 days)')
    expect(within(rows[2]!).getByText('Up to date')).toBeInTheDocument()
    expect(rows[2]).toHaveTextContent('Given 1 June 2025')
    expect(within(rows[3]!).getByText('No next dose')).toBeInTheDocument()
    expect(rows[3]).toHaveTextContent('No further dose planned')
    expect(within(await section()).getByRole('link', { name: 'Record or edit vaccinations' })).toHaveAttribute('href', '/medications')
  })

  it('says what to record when there is nothing, with a link to the form on the medications page', async () => {
    fakeApi(petPageApi({ body: { vaccinations: [] } }))
    renderApp('/pet')
    const region = await section()
    expect(await within(region).findByText('No vaccinations recorded for Rex')).toBeInTheDocument()
    expect(within(region).getByText(/Add Rex’s rabies and DAPP doses from the vaccination certificate/)).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'Record a vaccination' })).toHaveAttribute('href', '/medications?add=vaccination')
  })

  it('tells a viewer where vaccinations are kept, without offering to record one', async () => {
    fakeApi(petPageApi({ body: { vaccinations: [] } }, 'viewer'))
    renderApp('/pet')
    const region = await section()
    expect(await within(region).findByText(/Nothing has been recorded yet/)).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'Medications page' })).toHaveAttribute('href', '/medications')
    expect(within(region).queryByRole('link', { name: 'Record a vaccination' })).toBeNull()
  })

  it('says when the vaccinations could not be loaded, and tries again', async () => {
    let attempts = 0
    fakeApi(
      petPageApi(() => {
        attempts += 1
        // A 4xx is not retried by the query cache, so the first failure shows at once.
        return attempts === 1 ? apiError(403, 'FORBIDDEN', 'Not allowed') : { body: { vaccinations: [vaccinationFixture()] } }
      }),
    )
    renderApp('/pet')
    const region = await section()
    expect(await within(region).findByText('Could not show the vaccinations.')).toBeInTheDocument()
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }))
    expect(await within(region).findByText('Rabies')).toBeInTheDocument()
    expect(within(region).getByText('Overdue')).toBeInTheDocument()
  })
})
