import type { ReportModel } from '@pawpulse/domain/report-model'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { petFixture, REX_ID } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'
import { SharedReportPage } from './shared-report-page'

const vaccinations: NonNullable<ReportModel['vaccinations']> = [
  {
    vaccineName: 'DAPP',
    core: true,
    lastGiven: '2023-01-10',
    nextDue: '2026-01-10',
    status: 'overdue',
    daysUntilDue: -30,
    clinic: null,
    batchNumber: null,
    dosesInRange: [],
  },
  {
    vaccineName: 'Rabies',
    core: true,
    lastGiven: '2026-01-20',
    nextDue: '2027-01-20',
    status: 'ok',
    daysUntilDue: 345,
    clinic: 'Harbour Vets',
    batchNumber: 'RB-2291',
    dosesInRange: [{ givenOn: '2026-01-20', clinic: 'Harbour Vets', batchNumber: 'RB-2291' }],
  },
  {
    vaccineName: 'Giardia',
    core: null,
    lastGiven: '2025-05-01',
    nextDue: null,
    status: 'none',
    daysUntilDue: null,
    clinic: null,
    batchNumber: null,
    dosesInRange: [],
  },
]

function reportOf(sections: ReportModel['sections'], extra: Partial<ReportModel> = {}): ReportModel {
  return {
    generatedAt: '2026-02-09T10:00:00.000Z',
    timeZone: 'UTC',
    range: { from: '2025-11-12', to: '2026-02-09', label: 'Last 90 days' },
    sections,
    pet: { name: 'Rex', species: 'dog', hasPhoto: false },
    ...extra,
  }
}

/** The vet's page, as app/shared-report-entry.tsx mounts it: a query cache of its own, no router. */
function renderSharedReport(token: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SharedReportPage token={token} />
    </QueryClientProvider>,
  )
}

/** The rows of the report's Vaccinations table, as text cells. */
async function vaccinationRows() {
  const section = await screen.findByRole('region', { name: 'Vaccinations' })
  const table = within(section).getByRole('table', { name: 'Vaccinations' })
  return within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0)
}

describe('vaccinations in the report', () => {
  it('are a section of the live report, chosen by default, with each vaccine’s status and its CSV', async () => {
    const asked: (string | null)[] = []
    fakeApi({
      ...signedInApi(sessionUser(), [petFixture()]),
      [`GET /api/pets/${REX_ID}/report-shares`]: { body: { shares: [] } },
      [`GET /api/pets/${REX_ID}/report`]: ({ url }) => {
        asked.push(url.searchParams.get('sections'))
        return { body: reportOf(['vaccinations'], { vaccinations }) }
      },
    })
    renderApp('/report/live')
    expect(await vaccinationRows()).toEqual([
      ['DAPP (core)', 'Overdue', '10 January 2026', '10 January 2023', 'None'],
      ['Rabies (core)', 'Up to date', '20 January 2027', '20 January 2026', '20 January 2026, Harbour Vets, batch RB-2291'],
      ['Giardia', 'No next dose', '—', '1 May 2025', 'None'],
    ])
    const section = screen.getByRole('region', { name: 'Vaccinations' })
    expect(within(section).getByText('Overdue')).toHaveClass('text-red-800')

    const picker = screen.getByRole('group', { name: 'Sections' })
    const box = within(picker).getByRole('checkbox', { name: 'Vaccinations' })
    expect(box).toBeChecked()
    expect(asked[0]?.split(',')).toContain('vaccinations')
    expect(screen.getByRole('link', { name: 'Vaccinations (CSV)' }).getAttribute('href')).toMatch(/log=vaccinations/)

    // Unticked: the CSV link goes, and the next request leaves the section out.
    await userEvent.click(box)
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Vaccinations (CSV)' })).toBeNull())
    await waitFor(() => expect(asked.at(-1)?.split(',')).not.toContain('vaccinations'))
    expect(asked.at(-1)?.split(',')).toContain('treatments')
  })

  it('say so when nothing is recorded', async () => {
    fakeApi({
      ...signedInApi(sessionUser(), [petFixture()]),
      [`GET /api/pets/${REX_ID}/report-shares`]: { body: { shares: [] } },
      [`GET /api/pets/${REX_ID}/report`]: { body: reportOf(['vaccinations'], { vaccinations: [] }) },
    })
    renderApp('/report/live')
    const section = await screen.findByRole('region', { name: 'Vaccinations' })
    expect(within(section).getByText('No vaccinations recorded.')).toBeInTheDocument()
  })

  it('show on a shared link that includes them, and not at all on one that does not', async () => {
    const shared = (report: ReportModel) => ({
      body: { report, note: null, sharedAt: '2026-02-09T10:00:00.000Z', expiresAt: '2026-02-16T10:00:00.000Z' },
    })
    fakeApi({ 'GET /api/shared-reports/with': shared(reportOf(['vaccinations'], { vaccinations })) })
    const first = renderSharedReport('with')
    expect(await vaccinationRows()).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Vaccinations (CSV)' })).toHaveAttribute('href', '/api/shared-reports/with/vaccinations.csv')
    first.unmount()

    fakeApi({ 'GET /api/shared-reports/without': shared(reportOf(['careTeam'], { careTeam: [] })) })
    renderSharedReport('without')
    expect(await screen.findByRole('region', { name: 'Care team' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Vaccinations' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Vaccinations (CSV)' })).toBeNull()
  })
})
