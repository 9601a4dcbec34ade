import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, lifeSectionsOf, petDetailOf, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { petFixture, REX_ID } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

const base = `/api/pets/${REX_ID}`

describe('weight log (pet page)', () => {
  it('adds an entry with a body condition score; the pet’s weight follows it, shown in the owner’s unit', async () => {
    const user = sessionUser()
    const rex = petFixture()
    const logs: Record<string, unknown>[] = []
    let detail: Record<string, unknown> = petDetailOf(rex, { weight: 30, weightUnit: 'kg' })
    const api = fakeApi({
      ...signedInApi(user, [rex]),
      // Imperial owners see lb.
      'GET /api/me': profileOf(user, { unitSystem: 'imperial', timezone: 'Europe/Amsterdam' }),
      [`GET ${base}`]: () => ({ body: detail }),
      [`GET ${base}/images`]: { body: { images: [] } },
      [`GET ${base}/care-team`]: { body: { contacts: [] } },
      ...lifeSectionsOf(REX_ID),
      [`GET ${base}/weight-logs`]: () => ({ body: { from: '2025-01-16', to: '2026-01-15', logs } }),
      [`GET ${base}/weight-chart`]: () => ({ body: { from: '2025-01-16', to: '2026-01-15', unit: 'lb', points: [] } }),
      [`POST ${base}/weight-logs`]: ({ body }) => {
        const input = body as { measuredAt: string; weight: number; weightUnit: 'kg'; bodyConditionScore: number }
        const log = {
          id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
          petId: REX_ID,
          measuredAt: `${input.measuredAt}T11:00:00.000Z`,
          weight: input.weight,
          weightUnit: input.weightUnit,
          bodyConditionScore: input.bodyConditionScore,
          bodyConditionScale: 9,
          bodyCondition: `${input.bodyConditionScore}/9`,
          bodyConditionLabel: 'Ideal',
          recordedBy: null,
          createdAt: '2026-01-15T00:00:00.000Z',
          updatedAt: '2026-01-15T00:00:00.000Z',
        }
        logs.unshift(log)
        detail = { ...detail, weight: input.weight, weightUnit: input.weightUnit }
        return { status: 201, body: log }
      },
    })
    renderApp('/pet')
    const section = await screen.findByRole('region', { name: 'Weight' })
    expect(await within(section).findByText('No weights in the last 12 months')).toBeInTheDocument()
    const details = screen.getByRole('region', { name: 'Details' })
    expect(details).toHaveTextContent('Weight66.1 lb')
    await userEvent.click(within(section).getByRole('button', { name: 'Add a weight' }))
    const form = within(section).getByRole('form', { name: 'Add a weight' })
    expect(within(form).getByLabelText('Unit')).toHaveValue('lb')
    await userEvent.clear(within(form).getByLabelText('Date'))
    await userEvent.type(within(form).getByLabelText('Date'), '2026-01-10')
    await userEvent.type(within(form).getByLabelText('Weight'), '13.6')
    await userEvent.selectOptions(within(form).getByLabelText('Unit'), 'kg')
    await userEvent.selectOptions(within(form).getByLabelText('Body condition score'), '5 – Ideal')
    await userEvent.click(within(form).getByRole('button', { name: 'Save weight' }))

    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true))
    expect(api.calls.find((c) => c.method === 'POST' && c.path === `${base}/weight-logs`)?.body).toEqual({
      measuredAt: '2026-01-10',
      weight: 13.6,
      weightUnit: 'kg',
      bodyConditionScore: 5,
      // The entry's own id: sent again (offline, a retry), it is stored once.
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(await within(section).findByText(/entered as 13\.6 kg/)).toHaveTextContent('(entered as 13.6 kg) · 10 January 2026')
    expect(within(section).getByRole('listitem')).toHaveTextContent(/^30\.0 lb \(entered as 13\.6 kg\)/)
    expect(within(section).getByText('Body condition 5/9 (ideal)')).toBeInTheDocument()
    // The pet's own weight now follows the newest entry (pet details).
    await waitFor(() => expect(details).toHaveTextContent('Weight30.0 lb'))
  })
})
