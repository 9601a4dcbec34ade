import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const admin = sessionUser({ role: 'admin', twoFactorEnabled: true })

const overview = {
  users: 1234,
  pets: 56,
  logsThisWeek: 78,
  feedbackBySeverity: [
    { severity: 'blocking', total: 3, open: 1 },
    { severity: 'major', total: 0, open: 0 },
    { severity: 'moderate', total: 2, open: 2 },
    { severity: 'minor', total: 9, open: 4 },
  ],
  pageViews: {
    days: 30,
    pages: [
      { path: '/dashboard', views: 40 },
      { path: '/symptoms/:conditionId', views: 12 },
      { path: '*', views: 1 },
    ],
  },
}

describe('/admin overview', () => {
  it('shows the counts, feedback by severity and page views per page', async () => {
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/overview': { body: overview },
      'GET /api/admin/users': { body: { users: [], total: 0 } },
    })
    renderApp('/admin')
    const section = await screen.findByRole('region', { name: 'Overview' })
    expect(await within(section).findByText('1,234')).toBeInTheDocument()
    expect(within(section).getByText('Accounts')).toBeInTheDocument()
    expect(within(section).getByText('Logs this week').nextSibling).toHaveTextContent('78')

    const severities = within(section).getByRole('table', { name: 'Feedback by severity' })
    const rows = within(severities).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(['Blocking13', 'Major00', 'Moderate22', 'Minor49'])

    const views = within(section).getByRole('table', { name: 'Page views, last 30 days' })
    expect(
      within(views)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['/dashboard', '/symptoms/:conditionId', 'Not found (*)'])
    expect(screen.getByText('No accounts yet.')).toBeInTheDocument()
  })
})

describe('/admin/other-responses', () => {
  it('shows the answers grouped by field, with their counts', async () => {
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/other-responses': {
        body: {
          groups: [
            {
              field: 'condition',
              answers: [
                { answer: 'Cushing’s disease', count: 5 },
                { answer: '<b>Addison</b>', count: 2 },
              ],
              distinctAnswers: 2,
            },
            { field: 'dogBreed', answers: [], distinctAnswers: 0 },
            { field: 'treatmentBrand', answers: [{ answer: 'FleaAway', count: 3 }], distinctAnswers: 140 },
          ],
        },
      },
    })
    renderApp('/admin/other-responses')
    const conditions = await screen.findByRole('region', { name: 'Health conditions' })
    expect(
      within(conditions)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Cushing’s disease5', '<b>Addison</b>2'])
    expect(within(screen.getByRole('region', { name: 'Dog breeds' })).getByText('No answers yet.')).toBeInTheDocument()
    expect(
      within(screen.getByRole('region', { name: 'Treatment brands' })).getByText('The 1 most frequent of 140 different answers.'),
    ).toBeInTheDocument()
  })
})
