import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const admin = sessionUser({ role: 'admin', twoFactorEnabled: true })
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`

function summary(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: id(n),
    type: 'bug',
    severity: 'minor',
    heading: `Feedback ${n}`,
    pageUrl: '/dashboard',
    userEmail: 'ana@example.com',
    status: 'new',
    screenshotUrl: null,
    createdAt: `2026-02-0${n}T10:00:00.000Z`,
    updatedAt: `2026-02-0${n}T10:00:00.000Z`,
    ...overrides,
  }
}

const xss = '<script>alert("x")</script><img src=x onerror=alert(1)>'
// The server's order: blocking, major, moderate, minor, then newest.
const serverList = [
  summary(1, { severity: 'blocking', heading: xss, screenshotUrl: `/api/admin/feedback/${id(1)}/screenshot` }),
  summary(4, { severity: 'major', type: 'idea', userEmail: null }),
  summary(3, { severity: 'minor', status: 'resolved' }),
]

describe('/admin/feedback', () => {
  it('lists the feedback in the server’s order, with markup shown as text', async () => {
    fakeApi({ ...signedInApi(admin), 'GET /api/admin/feedback': { body: { feedback: serverList, total: 3 } } })
    renderApp('/admin/feedback')
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['Blocking', 'Major', 'Minor'])
    expect(within(rows[0]!).getByRole('link', { name: xss })).toHaveAttribute('href', `/admin/feedback?feedback=${id(1)}`)
    expect(within(rows[1]!).getByRole('cell', { name: 'No account' })).toBeInTheDocument()
    expect(within(rows[2]!).getByRole('cell', { name: 'Resolved' })).toBeInTheDocument()
    expect(document.querySelector('script, img[src="x"]')).toBeNull()
  })

  it("dates each one on the admin's clock, as every date in the app is written", async () => {
    fakeApi({
      ...signedInApi(admin),
      'GET /api/me': profileOf(admin, { timezone: 'Asia/Tokyo' }),
      'GET /api/admin/feedback': { body: { feedback: [summary(1, { createdAt: '2026-02-01T20:30:00.000Z' })], total: 1 } },
    })
    renderApp('/admin/feedback')
    const row = within(await screen.findByRole('table')).getAllByRole('row')[1]!
    // 20:30 UTC is 05:30 the next morning in Tokyo.
    expect(await within(row).findByRole('cell', { name: '2 Feb 2026, 05:30' })).toBeInTheDocument()
  })

  it('asks the server for the chosen type, severity and status', async () => {
    const queries: string[] = []
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/feedback': ({ url }) => {
        queries.push(url.search)
        return { body: { feedback: [], total: 0 } }
      },
    })
    const app = renderApp('/admin/feedback')
    const filters = await screen.findByRole('search', { name: 'Filter feedback' })
    await userEvent.selectOptions(within(filters).getByLabelText('Type'), 'Idea')
    await userEvent.selectOptions(within(filters).getByLabelText('Severity'), 'Blocking')
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'In progress')
    await waitFor(() => expect(queries.at(-1)).toBe('?type=idea&severity=blocking&status=in_progress&limit=50&offset=0'))
    expect(app.location()).toBe('/admin/feedback?type=idea&severity=blocking&status=in_progress')
    expect(await screen.findByText('No feedback matches these filters.')).toBeInTheDocument()
  })

  it('opens one with its full text, page, e-mail and screenshot, and marks it resolved', async () => {
    const detail = { ...serverList[0]!, description: 'Steps:\n1. open\n2. <i>crash</i>', userEmail: 'ana@example.com' }
    let patched: unknown
    fakeApi({
      ...signedInApi(admin),
      'GET /api/admin/feedback': { body: { feedback: serverList, total: 3 } },
      [`GET /api/admin/feedback/${id(1)}`]: { body: detail },
      [`PATCH /api/admin/feedback/${id(1)}`]: ({ body }) => {
        patched = body
        return { body: { ...detail, status: 'resolved' } }
      },
    })
    renderApp('/admin/feedback')
    await userEvent.click(await screen.findByRole('link', { name: xss }))

    const article = await screen.findByRole('article', { name: xss })
    await waitFor(() => expect(within(article).getByRole('heading', { level: 2, name: xss })).toHaveFocus())
    expect(within(article).getByText(/2\. <i>crash<\/i>/)).toBeInTheDocument()
    expect(within(article).getByText('/dashboard')).toBeInTheDocument()
    expect(within(article).getByText('ana@example.com')).toBeInTheDocument()
    expect(within(article).getByRole('img', { name: 'Screenshot sent with this feedback' })).toHaveAttribute(
      'src',
      `/api/admin/feedback/${id(1)}/screenshot`,
    )

    const save = within(article).getByRole('button', { name: 'Save status' })
    expect(save).toBeDisabled()
    await userEvent.selectOptions(within(article).getByLabelText('Status'), 'Resolved')
    await userEvent.click(save)
    expect(await screen.findByText('Status updated')).toBeInTheDocument()
    expect(patched).toEqual({ status: 'resolved' })
    await waitFor(() => expect(within(article).getByText('Resolved', { selector: 'dd' })).toBeInTheDocument())

    await userEvent.click(within(article).getByRole('link', { name: 'Back to all feedback' }))
    expect(await screen.findByRole('table')).toBeInTheDocument()
  })

  it('says so when the opened feedback does not exist', async () => {
    fakeApi({ ...signedInApi(admin), [`GET /api/admin/feedback/${id(9)}`]: apiError(404, 'NOT_FOUND', 'Feedback not found') })
    renderApp(`/admin/feedback?feedback=${id(9)}`)
    expect(await screen.findByText('This feedback does not exist.')).toBeInTheDocument()
  })
})
