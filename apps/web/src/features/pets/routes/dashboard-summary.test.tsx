import { assessBreathingRate } from '@pawpulse/domain/breathing'
import { quickActions } from '@pawpulse/domain/quick-actions'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyDashboardOf, fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import {
  breathingLogFixture,
  conditionFixture,
  medicationFixture,
  petFixture,
  REX_ID,
  symptomLogFixture,
  treatmentFixture,
} from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

const vet = { name: 'Dr Lee', phoneNumber: '020 123 4567' }

function fullDashboard(access: 'owner' | 'viewer' = 'owner') {
  const rex = petFixture({ access, currentConditions: ['mvd', 'ibd'] })
  const conditions = [conditionFixture({ condition: 'mvd', label: 'MVD' }), conditionFixture({ condition: 'ibd', label: 'IBD' })]
  return {
    rex,
    body: emptyDashboardOf(rex, {
      timeZone: 'Europe/Amsterdam',
      today: '2026-01-15',
      breathing: {
        latest: breathingLogFixture({ measuredAt: '2026-01-15T05:00:00.000Z', breathCount: 19, durationSeconds: 30, breathsPerMinute: 38 }),
        assessment: assessBreathingRate({ rate: 38, primaryVet: vet }),
        threshold: 30,
        baseline: null,
        primaryVet: vet,
        sparkline: [
          { date: '2026-01-13', average: 24, count: 1 },
          { date: '2026-01-14', average: 28, count: 2 },
          { date: '2026-01-15', average: 38, count: 1 },
        ],
      },
      conditions,
      due: {
        medications: [
          medicationFixture({ name: 'Furosemide', dosage: '10 mg', nextDoseDue: '2026-01-15T06:00:00.000Z', dueStatus: 'overdue' }),
        ],
        treatments: [treatmentFixture({ productName: 'NexGard', nextDue: '2026-01-15', dueStatus: 'due_today', daysUntilDue: 0 })],
      },
      symptoms: [
        symptomLogFixture({
          conditionId: 'ibd',
          loggedAt: '2026-01-15T07:00:00.000Z',
          symptoms: { faecalScore: 4 },
          cibdai: { total: 6, band: 'active', text: 'At least mild disease activity (5 or more)' },
        }),
      ],
      weight: {
        unit: 'kg',
        points: [
          { measuredAt: '2025-12-01T11:00:00.000Z', weight: 30.2, bodyConditionScore: 5 },
          { measuredAt: '2026-01-10T11:00:00.000Z', weight: 29.4, bodyConditionScore: null },
        ],
      },
      quickActions: quickActions({ access, currentConditions: ['mvd', 'ibd'], hasDueMedications: true, hasDueTreatments: true }),
    }),
  }
}

describe('dashboard health summary', () => {
  it('draws the selected pet’s day from the one dashboard request', async () => {
    const { rex, body } = fullDashboard()
    const api = fakeApi({ ...signedInApi(sessionUser(), [rex]), [`GET /api/pets/${REX_ID}/dashboard`]: { body } })
    renderApp('/dashboard')
    const summary = await screen.findByRole('region', { name: 'Today for Rex' })

    const breathing = await within(summary).findByRole('region', { name: 'Breathing rate' })
    expect(breathing).toHaveTextContent('38 breaths per minute')
    expect(breathing).toHaveTextContent('15 Jan 2026, 06:00')
    expect(breathing).toHaveTextContent('Contact your vet.')
    expect(within(breathing).getByRole('link', { name: 'Call Dr Lee: 020 123 4567' })).toHaveAttribute('href', 'tel:0201234567')
    expect(breathing).toHaveTextContent('Last 7 days, daily averages: 13 Jan 24, 14 Jan 28, 15 Jan 38. Alert level 30.')

    const due = within(summary).getByRole('region', { name: 'Due today or overdue' })
    expect(due).toHaveTextContent('Furosemide 10 mg: overdue')
    expect(due).toHaveTextContent('Dose due 15 Jan 2026, 07:00')
    expect(due).toHaveTextContent('NexGard: due today')
    const conditions = within(summary).getByRole('region', { name: 'Current conditions' })
    expect(within(conditions).getByRole('link', { name: 'IBD' })).toHaveAttribute('href', '/symptoms/ibd')
    expect(within(summary).getByRole('region', { name: 'Latest symptom entries' })).toHaveTextContent(
      'CIBDAI total 6: At least mild disease activity (5 or more)',
    )
    expect(within(summary).getByRole('region', { name: 'Weight' })).toHaveTextContent('29.4 kgLast 2 entries: -0.8 kg since the first.')

    const actions = within(summary).getByRole('navigation', { name: 'Quick actions' })
    expect(within(actions).getByRole('link', { name: 'Count breaths' })).toHaveAttribute('href', '/breathing')
    expect(within(actions).getByRole('link', { name: 'Log IBD symptoms' })).toHaveAttribute('href', '/symptoms/ibd')
    expect(within(actions).getByRole('link', { name: 'Add medication' })).toHaveAttribute('href', '/medications?add=medication')
    // One request for the summary: no waterfall of per-area calls.
    expect(api.calls.filter((c) => c.path.startsWith(`/api/pets/${REX_ID}/`)).map((c) => c.path)).toEqual([`/api/pets/${REX_ID}/dashboard`])
  })

  it('offers a viewer no quick actions', async () => {
    const { rex, body } = fullDashboard('viewer')
    fakeApi({ ...signedInApi(sessionUser(), [rex]), [`GET /api/pets/${REX_ID}/dashboard`]: { body } })
    renderApp('/dashboard')
    await screen.findByRole('region', { name: 'Breathing rate' })
    expect(screen.queryByRole('navigation', { name: 'Quick actions' })).not.toBeInTheDocument()
  })
})
