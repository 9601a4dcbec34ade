import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, sessionUser, signedInApi, type PetSummaryFixture } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const owner = sessionUser()
const pet: PetSummaryFixture = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  name: 'Pepper',
  species: 'dog',
  access: 'owner',
  currentConditions: [],
  photoUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}
const base = `/api/pets/${pet.id}/saved-reports`
const reportId = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'
const saved = {
  id: reportId,
  petId: pet.id,
  name: 'Heart recheck',
  sections: ['breathing', 'weight'],
  range: { kind: 'relative', days: 90 },
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
}
const noShares = { [`GET /api/pets/${pet.id}/report-shares`]: { body: { shares: [] } } }

describe('/reports', () => {
  it('says what a saved report is for when there is none, and no longer says “coming soon”', async () => {
    fakeApi({ ...signedInApi(owner, [pet]), ...noShares, [`GET ${base}`]: { body: { reports: [] } } })
    renderApp('/reports')
    expect(await screen.findByText('No saved reports for Pepper yet')).toBeInTheDocument()
    expect(screen.queryByText(/coming soon/i)).toBeNull()
    expect(screen.getByRole('link', { name: 'Open the live report' })).toHaveAttribute('href', '/report/live')
  })

  it('saves a new report with its name, range and sections', async () => {
    let reports: unknown[] = []
    const { calls } = fakeApi({
      ...signedInApi(owner, [pet]),
      ...noShares,
      [`GET ${base}`]: () => ({ body: { reports } }),
      [`POST ${base}`]: ({ body }) => {
        reports = [{ ...saved, ...(body as object) }]
        return { status: 201, body: reports[0] }
      },
    })
    renderApp('/reports')
    await userEvent.click(await screen.findByRole('button', { name: 'New report' }))
    const form = await screen.findByRole('form', { name: 'Save report' })
    // No name: the form says so and sends nothing.
    await userEvent.click(within(form).getByRole('button', { name: 'Save report' }))
    expect(await within(form).findByText('Give the report a name')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST' && c.path === base)).toEqual([])

    await userEvent.type(within(form).getByLabelText('Name'), 'Vet visit')
    await userEvent.click(within(form).getByRole('radio', { name: '30 days' }))
    for (const box of within(form).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await userEvent.click(box)
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Weight and body condition' }))
    await userEvent.click(within(form).getByRole('button', { name: 'Save report' }))
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === base)?.body).toEqual({
        name: 'Vet visit',
        sections: ['weight'],
        range: { kind: 'relative', days: 30 },
      }),
    )
    const item = (await screen.findByRole('link', { name: 'Vet visit' })).closest('li')!
    expect(item).toHaveTextContent('Pepper · Last 30 days · Weight and body condition')
  })

  it('deletes a saved report only after the owner confirms', async () => {
    let reports: unknown[] = [saved]
    const { calls } = fakeApi({
      ...signedInApi(owner, [pet]),
      ...noShares,
      [`GET ${base}`]: () => ({ body: { reports } }),
      [`DELETE ${base}/${reportId}`]: () => {
        reports = []
        return { status: 204 }
      },
    })
    renderApp('/reports')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Heart recheck' }))
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Heart recheck' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete report' }))
    expect(await screen.findByText('No saved reports for Pepper yet')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${base}/${reportId}`])
  })

  it('lets a viewer open a saved report but not change it', async () => {
    const viewed = { ...pet, access: 'viewer' }
    fakeApi({ ...signedInApi(owner, [viewed]), [`GET ${base}`]: { body: { reports: [saved] } } })
    renderApp('/reports')
    expect(await screen.findByRole('link', { name: 'Open Heart recheck' })).toHaveAttribute('href', `/reports/${reportId}`)
    expect(screen.queryByRole('button', { name: 'New report' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Edit|Duplicate|Delete/ })).toBeNull()
  })
})
