import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, healthy, profileOf } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const TOKEN = 'v1.abc_DEF-123.signature'
const link = `/api/email-actions/${TOKEN}/unsubscribe`

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

describe('/reminders/unsubscribe/:token', () => {
  it('names the category that stops (“Other” as such), changes nothing on opening, and stops it on the button', async () => {
    const api = linkApi({ [`GET ${link}`]: { body: { category: 'custom' } }, [`POST ${link}`]: { body: { category: 'custom' } } })
    renderApp(`/reminders/unsubscribe/${TOKEN}`)
    expect(await screen.findByText(/Stop e-mails for your reminders in the category “Other”\?/)).toBeInTheDocument()
    expect(api.calls.filter((c) => c.path === link).map((c) => c.method)).toEqual(['GET'])

    await userEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: you will no longer get e-mails for your reminders in the category “Other”.',
    )
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === link)).toHaveLength(1)
  })

  it('says plainly when the link is not valid', async () => {
    linkApi({ [`GET ${link}`]: apiError(404, 'NOT_FOUND', 'This link is not valid. Open Pawpulse to see your reminders.') })
    renderApp(`/reminders/unsubscribe/${TOKEN}`)
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid. Open Pawpulse to see your reminders.')
    expect(screen.queryByRole('button', { name: 'Stop these e-mails' })).toBeNull()
  })
})
