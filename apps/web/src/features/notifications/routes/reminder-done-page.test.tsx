import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, healthy, profileOf } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const TOKEN = 'v1.abc_DEF-123.signature'
const link = `/api/email-actions/${TOKEN}`
const occurrence = {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  reminderId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  petId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  petName: 'Pepper',
  title: 'Heart tablet',
  category: 'medication',
  dueAt: '2026-03-02T07:00:00.000Z',
  status: 'due',
  snoozedUntil: null,
  handledAt: null,
}

/** Someone opening the mail's link, signed in nowhere (the app starts a guest session, as everywhere). */
function linkApi(routes: Parameters<typeof fakeApi>[0]) {
  return fakeApi({
    'GET /api/health': healthy,
    'GET /api/auth/get-session': { body: null },
    'POST /api/auth/sign-in/anonymous': { body: { signedIn: true, user: guestUser() } },
    'GET /api/me': profileOf(guestUser()),
    ...routes,
  })
}

describe('/reminders/done/:token', () => {
  it('shows what the reminder is without marking it, and marks it done only on the button', async () => {
    const api = linkApi({
      [`GET ${link}`]: { body: occurrence },
      [`POST ${link}/done`]: { body: { ...occurrence, status: 'done', handledAt: '2026-03-02T07:05:00.000Z' } },
    })
    renderApp(`/reminders/done/${TOKEN}`)
    expect(await screen.findByRole('heading', { name: 'Heart tablet' })).toBeInTheDocument()
    expect(screen.getByText(/Pepper · Medication · due/)).toBeInTheDocument()
    // Opening the link (a mail scanner does) changes nothing.
    expect(api.calls.filter((c) => c.path.startsWith('/api/email-actions')).map((c) => c.method)).toEqual(['GET'])

    await userEvent.click(screen.getByRole('button', { name: 'Mark done' }))
    expect(await screen.findByText('Marked done.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull()
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === `${link}/done`)).toHaveLength(1)
  })

  it('says so in the server’s words when it was already done (409)', async () => {
    linkApi({
      [`GET ${link}`]: { body: occurrence },
      [`POST ${link}/done`]: apiError(409, 'CONFLICT', 'This reminder is already marked done.'),
    })
    renderApp(`/reminders/done/${TOKEN}`)
    await userEvent.click(await screen.findByRole('button', { name: 'Mark done' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This reminder is already marked done.')
  })

  it('says a link it does not know is not valid (404), in the server’s words', async () => {
    const api = linkApi({
      [`GET ${link}`]: apiError(404, 'NOT_FOUND', 'This link is not valid. Open Pawpulse to see your reminders.'),
    })
    renderApp(`/reminders/done/${TOKEN}`)
    expect(await screen.findByText('This link is not valid. Open Pawpulse to see your reminders.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Mark done' })).toBeNull()
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path.startsWith('/api/email-actions'))).toBe(false))
  })
})
