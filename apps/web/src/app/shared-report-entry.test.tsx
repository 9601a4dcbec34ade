import type { ReportModel } from '@pawpulse/domain/report-model'
import { focusManager, QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor } from '@testing-library/react'
import type { Root } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeApi } from '#web/test/fake-api.ts'
import { mountSharedReport, sharedReportToken } from './shared-report-entry'

const report: ReportModel = {
  generatedAt: '2026-02-09T10:00:00.000Z',
  timeZone: 'UTC',
  range: { from: '2026-01-10', to: '2026-02-09', label: 'Last 30 days' },
  sections: ['careTeam'],
  pet: { name: 'Rex', species: 'dog', hasPhoto: false },
  careTeam: [],
}
const shared = { report, note: 'Counts since the new dose', sharedAt: '2026-02-09T10:00:00.000Z', expiresAt: '2026-02-16T10:00:00.000Z' }
const gone = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'This link is no longer valid' } } }

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

function mount(token: string) {
  const container = document.body.appendChild(document.createElement('div'))
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  act(() => {
    root = mountSharedReport(container, token, queryClient)
  })
  return queryClient
}

describe('the shared report’s own page (decision 064)', () => {
  it('reads the token from its address only', () => {
    expect(sharedReportToken('/shared-report/abc_-1')).toBe('abc_-1')
    expect(sharedReportToken('/shared-report/abc/')).toBe('abc')
    expect(sharedReportToken('/shared-report/')).toBeNull()
    expect(sharedReportToken('/shared-report/a/b')).toBeNull()
    expect(sharedReportToken('/dashboard')).toBeNull()
  })

  it('asks for the report alone: no session, no guest sign-in, none of the owner’s navigation', async () => {
    const api = fakeApi({ 'GET /api/shared-reports/tok': { body: shared } })
    mount('tok')
    expect(await screen.findByRole('heading', { level: 1, name: 'Rex — health report' })).toBeInTheDocument()
    expect(screen.getByText('Counts since the new dose')).toBeInTheDocument()
    expect(new Set(api.calls.map(({ method, path }) => `${method} ${path}`))).toEqual(new Set(['GET /api/shared-reports/tok']))
    for (const owners of [/Add Your First Pet/i, /^Sign in$/i, /^Dashboard$/i, /feedback/i])
      expect(screen.queryByRole('link', { name: owners }) ?? screen.queryByRole('button', { name: owners })).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument()
    expect(document.title).toBe('Shared report · Pawpulse')
  })

  it('shows only “This link is no longer valid” once the open tab asks again after the link was revoked', async () => {
    const api = fakeApi({ 'GET /api/shared-reports/tok': { body: shared } })
    const queryClient = mount('tok')
    expect(await screen.findByRole('heading', { level: 1, name: 'Rex — health report' })).toBeInTheDocument()

    api.handle('GET /api/shared-reports/tok', gone)
    // The vet comes back to the tab: the link is checked again.
    act(() => {
      focusManager.setFocused(false)
      focusManager.setFocused(true)
    })

    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeInTheDocument()
    expect(screen.queryByText(/Rex/)).toBeNull()
    expect(screen.queryByText('Counts since the new dose')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull()
    // Nor is it kept in memory.
    await waitFor(() => expect(queryClient.getQueryData(['shared-report', 'tok'])).toBeNull())
    act(() => focusManager.setFocused(undefined))
  })

  it('shows the message alone for an unknown link', async () => {
    fakeApi({ 'GET /api/shared-reports/nope': gone })
    mount('nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is no longer valid' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
