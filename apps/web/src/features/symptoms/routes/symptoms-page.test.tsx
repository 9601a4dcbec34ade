import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { conditionFixture, petFixture, REX_ID } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

const base = `/api/pets/${REX_ID}`

/** A fake conditions API with state: what is added, resolved or reopened shows in the next list. */
function conditionsApi(access = 'owner') {
  const conditions: ReturnType<typeof conditionFixture>[] = []
  const list = () => ({ body: { current: conditions.filter((c) => !c.isResolved), resolved: conditions.filter((c) => c.isResolved) } })
  const api = fakeApi({
    ...signedInApi(sessionUser(), [petFixture({ access })]),
    [`GET ${base}/conditions`]: list,
    [`GET ${base}/condition-metadata`]: { body: { metadata: [] } },
    [`POST ${base}/conditions`]: ({ body }) => {
      const input = body as { condition: string; diagnosisDate: string | null }
      const added = conditionFixture({
        condition: input.condition,
        label: input.condition.toUpperCase(),
        diagnosisDate: input.diagnosisDate,
      })
      conditions.push(added)
      return { status: 201, body: added }
    },
  })
  return { api, conditions, list }
}

describe('Health Management conditions', () => {
  it('adds a condition, resolves it and reopens it', async () => {
    const { api, conditions } = conditionsApi()
    renderApp('/symptoms')
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Management' })).toBeInTheDocument()
    expect(await screen.findByText('No current conditions for Rex')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Add a condition' }))
    const form = await screen.findByRole('form', { name: 'Add a condition' })
    await userEvent.selectOptions(within(form).getByLabelText('Condition'), 'MVD (mitral valve disease)')
    await userEvent.type(within(form).getByLabelText('Diagnosis date'), '2025-06-01')
    await userEvent.click(within(form).getByRole('button', { name: 'Add condition' }))
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === `${base}/conditions`)?.body).toMatchObject({
        condition: 'mvd',
        diagnosisDate: '2025-06-01',
        ongoing: true,
      }),
    )

    const current = screen.getByRole('region', { name: 'Current conditions' })
    expect(await within(current).findByRole('heading', { name: 'MVD' })).toBeInTheDocument()
    expect(within(current).getByText('Diagnosed 1 June 2025')).toBeInTheDocument()

    // Resolve: the server's routes are per condition id.
    const id = conditions[0]!.id
    const resolvedOn = new Date().toISOString().slice(0, 10)
    api.handle(`POST ${base}/conditions/${id}/resolve`, ({ body }) => {
      Object.assign(conditions[0]!, { resolutionDate: (body as { resolutionDate: string }).resolutionDate, isResolved: true })
      return { body: conditions[0] }
    })
    await userEvent.click(within(current).getByRole('button', { name: 'Resolve MVD' }))
    const resolveForm = await screen.findByRole('form', { name: 'Resolve MVD' })
    expect(within(resolveForm).getByLabelText('Resolution date')).toHaveValue(resolvedOn)
    await userEvent.click(within(resolveForm).getByRole('button', { name: 'Mark as resolved' }))
    const resolved = await screen.findByRole('region', { name: 'Resolved conditions' })
    expect(await within(resolved).findByRole('heading', { name: 'MVD' })).toBeInTheDocument()
    expect(api.calls.find((c) => c.path.endsWith('/resolve'))?.body).toEqual({ resolutionDate: resolvedOn })

    api.handle(`POST ${base}/conditions/${id}/reopen`, () => {
      Object.assign(conditions[0]!, { resolutionDate: null, isResolved: false })
      return { body: conditions[0] }
    })
    await userEvent.click(within(resolved).getByRole('button', { name: 'Reopen MVD' }))
    expect(
      await within(screen.getByRole('region', { name: 'Current conditions' })).findByRole('heading', { name: 'MVD' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Resolved conditions' })).not.toBeInTheDocument())
  })

  it('shows a viewer the conditions without any button to change them', async () => {
    const { conditions } = conditionsApi('viewer')
    conditions.push(conditionFixture({ condition: 'ibd', label: 'IBD' }))
    renderApp('/symptoms')
    expect(await screen.findByRole('heading', { name: 'IBD' })).toBeInTheDocument()
    expect(screen.getByText(/shared with you to view/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a condition' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Resolve IBD' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Log symptoms for IBD' })).toHaveAttribute('href', '/symptoms/ibd')
  })
})
