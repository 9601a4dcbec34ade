import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { apiError, fakeApi, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

const owner = sessionUser()
const URL_ONE = `http://localhost:3000/api/calendar/${'A'.repeat(43)}.ics`
const URL_TWO = `http://localhost:3000/api/calendar/${'B'.repeat(43)}.ics`
const CREATED = '2026-03-02T07:00:00.000Z'
const none = { body: { url: null, createdAt: null } }
const active = { body: { url: null, createdAt: CREATED } }

function calendarApi(overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    ...signedInApi(owner, []),
    'GET /api/me': profileOf(owner, { timezone: 'Europe/Berlin' }),
    'GET /api/notifications': { body: { unread: 0, inbox: [], overdue: [], upcoming: [] } },
    'GET /api/reminders': { body: { reminders: [] } },
    'GET /api/notification-preferences': { body: { methods: ['email'], quietHours: null, emailMutedCategories: [] } },
    'GET /api/calendar-feed': none,
    ...overrides,
  })
}

const calendarSection = async () => (await screen.findByRole('heading', { name: 'Calendar feed' })).closest('section') as HTMLElement

/** A feed whose status follows the POSTs and DELETEs the page sends, each POST a new address. */
function statefulFeed() {
  let createdAt: string | null = null
  const urls = [URL_ONE, URL_TWO]
  return {
    'GET /api/calendar-feed': () => ({ body: { url: null, createdAt } }),
    'POST /api/calendar-feed': () => {
      createdAt = CREATED
      return { status: 201, body: { url: urls.shift() ?? URL_TWO, createdAt } }
    },
    'DELETE /api/calendar-feed': () => {
      createdAt = null
      return { status: 204 }
    },
  }
}

describe('/notifications: calendar feed', () => {
  it('makes an address, shows it once with a Copy button and where to add it', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const api = calendarApi(statefulFeed())
    renderApp('/notifications')
    const section = await calendarSection()
    await userEvent.click(await within(section).findByRole('button', { name: 'Make a calendar address' }))

    const field = await within(section).findByRole('textbox', { name: 'Calendar address' })
    expect(field).toHaveValue(URL_ONE)
    expect(field).toHaveAttribute('readonly')
    expect(within(section).getByText(/shown only this once/)).toBeInTheDocument()
    expect(within(section).getByText(/Other calendars → \+ → From URL/)).toBeInTheDocument()
    expect(within(section).getByText(/File → New Calendar Subscription/)).toBeInTheDocument()
    expect(within(section).getByText(/Add calendar → Subscribe from web/)).toBeInTheDocument()

    await userEvent.click(within(section).getByRole('button', { name: 'Copy' }))
    expect(await within(section).findByRole('button', { name: 'Copied' })).toBeInTheDocument()
    expect(writeText).toHaveBeenCalledWith(URL_ONE)
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/calendar-feed')).toHaveLength(1)
  })

  it('says an address is active without showing it, and makes a new one after asking', async () => {
    const feed = statefulFeed()
    const api = calendarApi({ ...feed, 'GET /api/calendar-feed': active })
    renderApp('/notifications')
    const section = await calendarSection()
    expect(await within(section).findByText(/Your calendar address is active/)).toBeInTheDocument()
    expect(within(section).queryByRole('textbox')).toBeNull()

    await userEvent.click(within(section).getByRole('button', { name: 'Make a new address' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new calendar address?' })
    expect(dialog).toHaveTextContent('The current address stops working at once')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new address' }))
    expect(await within(section).findByRole('textbox', { name: 'Calendar address' })).toHaveValue(URL_ONE)
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/api/calendar-feed')).toHaveLength(1)
  })

  it('turns the feed off after asking, and offers to make one again', async () => {
    const feed = statefulFeed()
    let isOn = true
    const api = calendarApi({
      ...feed,
      'GET /api/calendar-feed': () => (isOn ? active : none),
      'DELETE /api/calendar-feed': () => {
        isOn = false
        return { status: 204 }
      },
    })
    renderApp('/notifications')
    const section = await calendarSection()
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn off' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off the calendar feed?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }))
    expect(await within(section).findByRole('button', { name: 'Make a calendar address' })).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/calendar-feed'])
  })

  it('does not turn off when the question is cancelled', async () => {
    const api = calendarApi({ 'GET /api/calendar-feed': active })
    renderApp('/notifications')
    const section = await calendarSection()
    await userEvent.click(await within(section).findByRole('button', { name: 'Turn off' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))
    expect(within(section).getByText(/Your calendar address is active/)).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([])
  })

  it('says so when the address could not be made', async () => {
    calendarApi({ 'POST /api/calendar-feed': apiError(429, 'RATE_LIMITED', 'Too many requests: wait a minute and try again.') })
    renderApp('/notifications')
    const section = await calendarSection()
    await userEvent.click(await within(section).findByRole('button', { name: 'Make a calendar address' }))
    expect(await within(section).findByText('Too many requests: wait a minute and try again.')).toBeInTheDocument()
    expect(within(section).queryByRole('textbox')).toBeNull()
  })

  it('shows a retry when the status cannot be read, while the rest of the page works', { timeout: 15_000 }, async () => {
    let fails = true
    calendarApi({
      'GET /api/calendar-feed': () => (fails ? apiError(500, 'INTERNAL', 'Something went wrong') : none),
    })
    renderApp('/notifications')
    const section = await calendarSection()
    // A 500 is retried twice (about three seconds), then shown and logged.
    expect(await within(section).findByText('Could not show the calendar feed.', {}, { timeout: 6000 })).toBeInTheDocument()
    expect(console.error).toHaveBeenCalledWith(
      '[pawpulse] Query failed',
      expect.objectContaining({ queryKey: expect.arrayContaining(['calendar-feed']) }),
    )
    vi.mocked(console.error).mockClear()
    fails = false
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }))
    expect(await within(section).findByRole('button', { name: 'Make a calendar address' })).toBeInTheDocument()
    expect(screen.getByText('No reminders yet')).toBeInTheDocument()
  })
})
