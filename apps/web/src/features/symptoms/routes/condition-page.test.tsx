import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { conditionFixture, petFixture, REX_ID, symptomLogFixture } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

const base = `/api/pets/${REX_ID}`

function ibdApi() {
  const logs: ReturnType<typeof symptomLogFixture>[] = []
  const api = fakeApi({
    ...signedInApi(sessionUser(), [petFixture({ currentConditions: ['ibd'] })]),
    [`GET ${base}/conditions`]: { body: { current: [conditionFixture({ condition: 'ibd', label: 'IBD' })], resolved: [] } },
    [`GET ${base}/symptom-logs`]: () => ({ body: { from: '2025-12-12', to: '2026-01-10', logs } }),
    [`GET ${base}/symptom-trend`]: {
      body: {
        conditionId: 'ibd',
        from: '2025-12-12',
        to: '2026-01-10',
        measures: [
          {
            key: 'cibdaiTotal',
            label: 'CIBDAI total (0–18)',
            max: 18,
            references: [{ y: 4, label: 'Mild activity from 4 (CIBDAI)' }],
            points: [],
          },
        ],
      },
    },
    [`POST ${base}/symptom-logs`]: ({ body }) => {
      const input = body as { loggedAt: string; symptoms: Record<string, unknown>; notes: string | null }
      const log = symptomLogFixture({
        ...input,
        loggedAt: new Date(input.loggedAt).toISOString(),
        cibdai: { total: 5, band: 'active', text: 'At least mild disease activity (5 or more)' },
        faecalScoreText: 'Very moist, loses its form when picked up',
      })
      logs.unshift(log)
      return { status: 201, body: log }
    },
  })
  return api
}

/** The running total is one live paragraph; its figure is in bold. */
const runningTotal = () => screen.getByText(/^CIBDAI total:/).closest('p')

async function score(item: string, value: number) {
  const group = screen.getByRole('group', { name: item })
  await userEvent.click(within(group).getByRole('radio', { name: new RegExp(`^${value} –`) }))
}

describe('IBD symptom log', () => {
  it('keeps a running CIBDAI total with only the published cut-offs, and saves the entry', async () => {
    const api = ibdApi()
    renderApp('/symptoms/ibd')
    expect(await screen.findByRole('heading', { level: 1, name: 'IBD' })).toBeInTheDocument()
    expect(await screen.findByText('No IBD entries in the last 30 days')).toBeInTheDocument()
    expect(runningTotal()).toHaveTextContent('CIBDAI total: 0 of 18 — In remission range (under 4)')

    await score('Attitude and activity', 1)
    await score('Appetite', 2)
    expect(runningTotal()).toHaveTextContent('CIBDAI total: 3 of 18 — In remission range (under 4)')
    await score('Vomiting', 1)
    expect(runningTotal()).toHaveTextContent('CIBDAI total: 4 of 18 — Between remission and activity (4): keep logging and tell your vet')
    await score('Stool consistency', 1)
    const total = runningTotal()
    expect(total).toHaveTextContent('CIBDAI total: 5 of 18 — At least mild disease activity (5 or more)')
    expect(total).toHaveAttribute('aria-live', 'polite')
    // No band the literature does not confirm.
    expect(screen.queryByText(/moderate disease|severe disease/i)).not.toBeInTheDocument()

    const faecal = screen.getByRole('group', { name: 'Faecal score (Purina scale)' })
    expect(within(faecal).getByRole('radio', { name: /Firm, segmented — ideal/ })).toBeInTheDocument()
    await userEvent.click(within(faecal).getByRole('radio', { name: /^4/ }))
    await userEvent.type(screen.getByLabelText('Stools today'), '3')
    // 0 is the common answer, so the field starts there.
    expect(screen.getByLabelText('Vomiting today')).toHaveValue(0)
    await userEvent.clear(screen.getByLabelText('Vomiting today'))
    await userEvent.type(screen.getByLabelText('Vomiting today'), '1')
    await userEvent.click(screen.getByRole('button', { name: 'Save entry' }))

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === `${base}/symptom-logs`)).toBe(true))
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === `${base}/symptom-logs`)?.body as Record<string, unknown>
    expect(sent).toMatchObject({
      conditionId: 'ibd',
      notes: null,
      symptoms: {
        cibdai: { attitudeActivity: 1, appetite: 2, vomiting: 1, stoolConsistency: 1, stoolFrequency: 0, weightLoss: 0 },
        faecalScore: 4,
        stoolCount: 3,
        vomitingCount: 1,
        appetite: 'normal',
        energy: 'normal',
      },
    })
    // The owner's time zone is UTC here (no profile zone): the time carries its offset.
    expect(sent.loggedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+00:00$/)
    expect(await screen.findByText('CIBDAI total 5: At least mild disease activity (5 or more)')).toBeInTheDocument()
    // The form starts again at zero for the next day.
    await waitFor(() => expect(runningTotal()).toHaveTextContent('CIBDAI total: 0 of 18'))
  })
})

describe('symptom history (any other condition)', () => {
  it('edits an entry and deletes one after asking', async () => {
    const entry = symptomLogFixture({
      conditionId: 'arthritis',
      loggedAt: '2026-01-10T08:00:00.000Z',
      symptoms: { symptom: 'Stiff after rest', severity: 2 },
    })
    const logs = [entry]
    const api = fakeApi({
      ...signedInApi(sessionUser(), [petFixture({ currentConditions: ['arthritis'] })]),
      [`GET ${base}/conditions`]: { body: { current: [conditionFixture({ condition: 'arthritis', label: 'Arthritis' })], resolved: [] } },
      [`GET ${base}/symptom-logs`]: () => ({ body: { from: '2025-12-12', to: '2026-01-10', logs } }),
      [`GET ${base}/symptom-trend`]: {
        body: {
          conditionId: 'arthritis',
          from: '2025-12-12',
          to: '2026-01-10',
          measures: [
            {
              key: 'severity',
              label: 'Severity (1 mild – 5 severe)',
              max: 5,
              references: [],
              points: [{ loggedAt: entry.loggedAt, value: 2, note: 'Stiff after rest' }],
            },
          ],
        },
      },
      [`PATCH ${base}/symptom-logs/${entry.id}`]: ({ body }) => {
        Object.assign(entry, body)
        return { body: entry }
      },
      [`DELETE ${base}/symptom-logs/${entry.id}`]: () => {
        logs.pop()
        return { status: 204 }
      },
    })
    renderApp('/symptoms/arthritis')
    const item = await screen.findByRole('article', { name: 'Entry of 10 Jan 2026, 08:00' })
    expect(item).toHaveTextContent('Stiff after rest, severity 2 of 5 (noticeable)')
    // The chart's text alternative says the same.
    expect(screen.getByText(/^1 entry in the last 30 days\. Latest 2/)).toBeInTheDocument()

    await userEvent.click(within(item).getByRole('button', { name: 'Edit the entry of 10 Jan 2026, 08:00' }))
    const form = screen.getByRole('form', { name: 'Edit the Arthritis entry' })
    expect(within(form).getByLabelText('Symptom')).toHaveValue('Stiff after rest')
    await userEvent.click(within(form).getByRole('radio', { name: '4 – Marked' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        loggedAt: '2026-01-10T08:00:00+00:00',
        symptoms: { symptom: 'Stiff after rest', severity: 4 },
        notes: null,
      }),
    )
    expect(await screen.findByText('Stiff after rest, severity 4 of 5 (marked)')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Delete the entry of 10 Jan 2026, 08:00' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete entry' }))
    expect(await screen.findByText('No Arthritis entries in the last 30 days')).toBeInTheDocument()
    expect(screen.getByText(/Log a symptom and how severe it is/)).toBeInTheDocument()
  })
})

describe('a custom condition', () => {
  it('is titled with its own name (heading, form and document title), each on its own page', async () => {
    const murmur = conditionFixture({
      id: '11111111-1111-4111-8111-111111111111',
      condition: 'other',
      otherName: 'Heart murmur',
      label: 'Heart murmur',
    })
    const patella = conditionFixture({
      id: '22222222-2222-4222-8222-222222222222',
      condition: 'other',
      otherName: 'Luxating patella',
      label: 'Luxating patella',
    })
    const pages = [murmur, patella].map((c) => ({ conditionId: c.conditionId, label: c.label }))
    fakeApi({
      ...signedInApi(sessionUser(), [petFixture({ currentConditions: ['other'], currentConditionPages: pages })]),
      [`GET ${base}/conditions`]: { body: { current: [patella, murmur], resolved: [] } },
      [`GET ${base}/symptom-logs`]: () => ({ body: { from: '2025-12-12', to: '2026-01-10', logs: [] } }),
      [`GET ${base}/symptom-trend`]: () => ({
        body: { conditionId: murmur.conditionId, from: '2025-12-12', to: '2026-01-10', measures: [] },
      }),
    })
    renderApp(`/symptoms/${murmur.conditionId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Heart murmur' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Log Heart murmur symptoms' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Heart murmur · Pawpulse'))
    expect(document.body).not.toHaveTextContent(/\bOther\b/)
  })
})

describe('a symptom page of a condition the pet does not have', () => {
  it.each(['/symptoms/mvd', '/symptoms/not-a-condition'])('%s is the not-found page, with no form to log', async (path) => {
    fakeApi({
      ...signedInApi(sessionUser(), [petFixture({ name: 'Miso', species: 'cat', currentConditions: ['ibd'] })]),
      [`GET ${base}/conditions`]: { body: { current: [conditionFixture({ condition: 'ibd', label: 'IBD' })], resolved: [] } },
      [`GET ${base}/symptom-logs`]: { body: { from: '2025-12-12', to: '2026-01-10', logs: [] } },
      [`GET ${base}/symptom-trend`]: { body: { conditionId: 'mvd', from: '2025-12-12', to: '2026-01-10', measures: [] } },
    })
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.queryByText(/Symptom log of Miso/)).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument()
  })
})
