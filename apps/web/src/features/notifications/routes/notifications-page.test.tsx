import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, guestUser, profileOf, sessionUser, signedInApi, type PetSummaryFixture } from '#web/test/fake-api.ts'
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
const REMINDER_ID = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc'
const OCCURRENCE_ID = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd'
const NOTIFICATION_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'

const reminderFixture = (overrides: Record<string, unknown> = {}) => ({
  id: REMINDER_ID,
  petId: pet.id,
  petName: 'Pepper',
  category: 'medication',
  title: 'Heart tablet',
  notes: null,
  startDate: '2026-03-02',
  times: ['08:00'],
  repeat: 'daily',
  daysOfWeek: [],
  interval: 1,
  timesPerWeek: null,
  end: { kind: 'never' },
  notificationMethods: ['email'],
  paused: false,
  nextDueAt: '2026-03-03T07:00:00.000Z',
  source: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
})
const occurrenceFixture = (overrides: Record<string, unknown> = {}) => ({
  id: OCCURRENCE_ID,
  reminderId: REMINDER_ID,
  petId: pet.id,
  petName: 'Pepper',
  title: 'Heart tablet',
  category: 'medication',
  dueAt: '2026-03-02T07:00:00.000Z',
  status: 'due',
  snoozedUntil: null as string | null,
  handledAt: null as string | null,
  ...overrides,
})
const inboxFixture = (overrides: Record<string, unknown> = {}) => ({
  id: NOTIFICATION_ID,
  kind: 'reminder',
  title: 'Heart tablet',
  body: 'Pepper · Medication, due 08:00',
  petId: pet.id,
  createdAt: '2026-03-02T07:00:05.000Z',
  readAt: null as string | null,
  occurrence: occurrenceFixture(),
  ...overrides,
})
const emptyOverview = { unread: 0, inbox: [], overdue: [], upcoming: [] }
const preferences = { methods: ['email'], quietHours: null, emailMutedCategories: [] }

/** The page's requests, with nothing in them unless a test says otherwise. */
function notificationsApi(overrides: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    ...signedInApi(owner, [pet]),
    'GET /api/me': profileOf(owner, { timezone: 'Europe/Berlin' }),
    'GET /api/notifications': { body: emptyOverview },
    'GET /api/reminders': { body: { reminders: [] } },
    'GET /api/notification-preferences': { body: preferences },
    'GET /api/calendar-feed': { body: { url: null, createdAt: null } },
    ...overrides,
  })
}

describe('/notifications', () => {
  it('offers to create the first reminder when there is none, and no longer says “coming soon”', async () => {
    notificationsApi()
    renderApp('/notifications')
    expect(await screen.findByText('No reminders yet')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'New reminder' })).toBeInTheDocument()
    expect(screen.getByText('Nothing due')).toBeInTheDocument()
    expect(screen.getByText('No notifications yet')).toBeInTheDocument()
    expect(screen.queryByText(/coming soon/i)).toBeNull()
    expect(await screen.findByRole('checkbox', { name: /E-mail me when a reminder goes off/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Send push notifications when a reminder goes off/ })).not.toBeChecked()
  })

  it('creates a weekly reminder with the body the API expects, then lists it', async () => {
    let reminders: unknown[] = []
    const api = notificationsApi({
      'GET /api/reminders': () => ({ body: { reminders } }),
      'POST /api/reminders': ({ body }) => {
        reminders = [reminderFixture({ ...(body as object), petName: 'Pepper', nextDueAt: '2026-03-05T07:30:00.000Z' })]
        return { status: 201, body: reminders[0] }
      },
    })
    renderApp('/notifications')
    await userEvent.click(await screen.findByRole('button', { name: 'New reminder' }))
    const form = await screen.findByRole('form', { name: 'Add reminder' })
    // No title and weekly with no day: the form says so and sends nothing.
    await userEvent.selectOptions(within(form).getByLabelText('Repeat'), 'weekly')
    await userEvent.click(within(form).getByRole('button', { name: 'Add reminder' }))
    expect(await within(form).findByText('Enter a title')).toBeInTheDocument()
    expect(within(form).getByText('Choose at least one day')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.path === '/api/reminders' && c.method === 'POST')).toEqual([])

    await userEvent.type(within(form).getByLabelText('Title'), 'Heart tablet')
    await userEvent.selectOptions(within(form).getByLabelText('Pet'), 'Pepper')
    await userEvent.clear(within(form).getByLabelText('Start date'))
    await userEvent.type(within(form).getByLabelText('Start date'), '2026-03-02')
    await userEvent.clear(within(form).getByLabelText('Time 1'))
    await userEvent.type(within(form).getByLabelText('Time 1'), '08:30')
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Thursday' }))
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Monday' }))
    await userEvent.click(within(form).getByRole('radio', { name: 'After a number of times' }))
    await userEvent.clear(within(form).getByLabelText('Number of times'))
    await userEvent.type(within(form).getByLabelText('Number of times'), '12')
    await userEvent.click(within(form).getByRole('button', { name: 'Add reminder' }))
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/reminders')?.body).toEqual({
        petId: pet.id,
        category: 'medication',
        title: 'Heart tablet',
        notes: null,
        startDate: '2026-03-02',
        times: ['08:30'],
        repeat: 'weekly',
        daysOfWeek: [1, 4],
        interval: 1,
        timesPerWeek: null,
        end: { kind: 'after_count', count: 12 },
        // The owner's default channels (the preferences).
        notificationMethods: ['email'],
      }),
    )
    const item = (await screen.findByRole('heading', { name: 'Heart tablet', level: 3 })).closest('li')!
    expect(item).toHaveTextContent('Pepper · Medication')
    expect(item).toHaveTextContent('Every Mon and Thu at 08:30, 12 times')
    // 07:30 UTC on the owner's (Berlin) clock.
    expect(item).toHaveTextContent('Next: 5 Mar 2026, 08:30')
  })

  it('shows the server’s message on the field it is about', async () => {
    const api = notificationsApi({
      'POST /api/reminders': apiError(400, 'VALIDATION', 'Invalid input', {
        startDate: 'This reminder would never go off: choose a later start date or time.',
      }),
    })
    renderApp('/notifications')
    await userEvent.click(await screen.findByRole('button', { name: 'New reminder' }))
    const form = await screen.findByRole('form', { name: 'Add reminder' })
    await userEvent.type(within(form).getByLabelText('Title'), 'Vet visit')
    await userEvent.selectOptions(within(form).getByLabelText('Repeat'), 'once')
    await userEvent.click(within(form).getByRole('button', { name: 'Add reminder' }))
    expect(await within(form).findByText('This reminder would never go off: choose a later start date or time.')).toBeInTheDocument()
    expect(within(form).getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true')
    expect(api.calls.filter((c) => c.path === '/api/reminders' && c.method === 'POST')).toHaveLength(1)
  })

  it('marks an overdue reminder done, and snoozes another', async () => {
    let overdue = [occurrenceFixture(), occurrenceFixture({ id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', title: 'Flea drops' })]
    const api = notificationsApi({
      'GET /api/notifications': () => ({ body: { ...emptyOverview, overdue } }),
      [`POST /api/reminder-occurrences/${OCCURRENCE_ID}/actions`]: () => {
        overdue = overdue.slice(1)
        return { body: occurrenceFixture({ status: 'done', handledAt: '2026-03-02T07:10:00.000Z' }) }
      },
      'POST /api/reminder-occurrences/ffffffff-ffff-4fff-8fff-ffffffffffff/actions': () => {
        overdue = [{ ...overdue[0]!, snoozedUntil: '2099-03-02T08:10:00.000Z' }]
        return { body: overdue[0] }
      },
    })
    renderApp('/notifications')
    const due = await screen.findByRole('region', { name: 'Due now' })
    const tablet = (await within(due).findByRole('heading', { name: 'Heart tablet' })).closest('li')!
    expect(tablet).toHaveTextContent('Pepper · Medication · due 2 Mar 2026, 08:00')
    await userEvent.click(within(tablet).getByRole('button', { name: 'Done Heart tablet' }))
    await waitFor(() => expect(within(due).queryByRole('heading', { name: 'Heart tablet' })).toBeNull())
    expect(api.calls.find((c) => c.path === `/api/reminder-occurrences/${OCCURRENCE_ID}/actions`)?.body).toEqual({
      action: 'done',
      // When the owner tapped, with its offset: an action kept offline means the same when it is sent later.
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(Z|[+-]\d\d:\d\d)$/),
    })

    const drops = within(due).getByRole('heading', { name: 'Flea drops' }).closest('li')!
    await userEvent.click(
      within(within(drops).getByRole('group', { name: 'Snooze Flea drops' })).getByRole('button', { name: 'Snooze for 1 hour' }),
    )
    expect(await within(drops).findByText(/Snoozed until/)).toBeInTheDocument()
    expect(api.calls.find((c) => c.path === '/api/reminder-occurrences/ffffffff-ffff-4fff-8fff-ffffffffffff/actions')?.body).toEqual({
      action: 'snooze',
      for: '1h',
      at: expect.any(String),
    })
  })

  it('lists the inbox newest first with the unread marked; “Mark all read” clears the badge', async () => {
    let unread = 2
    let inbox = [
      inboxFixture({ id: 'eeeeeeee-eeee-4eee-8eee-000000000002', title: 'Flea drops', createdAt: '2026-03-02T09:00:00.000Z' }),
      inboxFixture({ id: 'eeeeeeee-eeee-4eee-8eee-000000000001', title: 'Heart tablet' }),
      inboxFixture({ id: 'eeeeeeee-eeee-4eee-8eee-000000000000', title: 'Weigh-in', readAt: '2026-03-01T10:00:00.000Z' }),
    ]
    const api = notificationsApi({
      'GET /api/notifications/unread-count': () => ({ body: { unread } }),
      'GET /api/notifications': () => ({ body: { ...emptyOverview, unread, inbox } }),
      'POST /api/notifications/read-all': () => {
        unread = 0
        inbox = inbox.map((item) => ({ ...item, readAt: item.readAt ?? '2026-03-02T10:00:00.000Z' }))
        return { status: 204 }
      },
    })
    renderApp('/notifications')
    const main = await screen.findByRole('navigation', { name: 'Main' })
    expect(await within(main).findByRole('link', { name: 'Notifications 2 unread' })).toHaveAttribute('href', '/notifications')
    expect(within(screen.getByRole('navigation', { name: 'Bottom bar' })).getByRole('link', { name: 'More 2 unread' })).toBeInTheDocument()

    const inboxRegion = await screen.findByRole('region', { name: /Inbox/ })
    const entries = await within(inboxRegion).findAllByRole('listitem')
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      'Unread: Flea drops',
      'Unread: Heart tablet',
      'Weigh-in',
    ])
    expect(within(entries[2]!).queryByRole('button', { name: /Mark read/ })).toBeNull()

    await userEvent.click(within(inboxRegion).getByRole('button', { name: 'Mark all read' }))
    await waitFor(() => expect(within(main).getByRole('link', { name: 'Notifications' })).toBeInTheDocument())
    expect(within(inboxRegion).queryByText(/Unread:/)).toBeNull()
    expect(api.calls.filter((c) => c.path === '/api/notifications/read-all')).toHaveLength(1)
  })

  it('shows an urgent breathing alert apart, with the vet’s phone as a tel: link, or where to add a vet', async () => {
    const alert = (overrides: Record<string, unknown>) =>
      inboxFixture({
        kind: 'breathing_alert',
        title: 'Pepper: 40 breaths per minute — contact your vet',
        body: 'Pepper’s sleeping breathing rate was counted at 40 breaths per minute. That is a reason to contact your vet today.',
        occurrence: null,
        ...overrides,
      })
    notificationsApi({
      'GET /api/notifications': {
        body: {
          ...emptyOverview,
          unread: 2,
          inbox: [
            alert({ id: 'eeeeeeee-eeee-4eee-8eee-000000000011', vet: { name: 'Dr Lee', phoneNumber: '020 123 4567' } }),
            alert({ id: 'eeeeeeee-eeee-4eee-8eee-000000000012', vet: null }),
            inboxFixture(),
          ],
        },
      },
    })
    renderApp('/notifications')
    const inboxRegion = await screen.findByRole('region', { name: /Inbox/ })
    const [withVet, withoutVet, reminder] = await within(inboxRegion).findAllByRole('listitem')
    expect(within(withVet!).getByText('Urgent breathing alert')).toBeInTheDocument()
    expect(within(withVet!).getByRole('link', { name: 'Call Dr Lee: 020 123 4567' })).toHaveAttribute('href', 'tel:0201234567')
    expect(within(withoutVet!).getByRole('link', { name: 'Add your vet to the care team' })).toHaveAttribute('href', '/pet')
    expect(within(reminder!).queryByText('Urgent breathing alert')).toBeNull()
  })

  it('marks one inbox entry read', async () => {
    let readAt: string | null = null
    const api = notificationsApi({
      'GET /api/notifications': () => ({ body: { ...emptyOverview, unread: readAt ? 0 : 1, inbox: [inboxFixture({ readAt })] } }),
      [`POST /api/notifications/${NOTIFICATION_ID}/read`]: () => {
        readAt = '2026-03-02T10:00:00.000Z'
        return { status: 204 }
      },
    })
    renderApp('/notifications')
    await userEvent.click(await screen.findByRole('button', { name: 'Mark read Heart tablet' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark read Heart tablet' })).toBeNull())
    expect(api.calls.filter((c) => c.path === `/api/notifications/${NOTIFICATION_ID}/read`)).toHaveLength(1)
  })

  it('saves the preferences with PUT: e-mail, quiet hours and the categories not e-mailed', async () => {
    const api = notificationsApi({
      'PUT /api/notification-preferences': ({ body }) => ({ body }),
    })
    renderApp('/notifications')
    const form = await screen.findByRole('form', { name: 'Notification settings' })
    await userEvent.click(within(form).getByRole('checkbox', { name: /Grooming/ }))
    await userEvent.click(within(form).getByRole('checkbox', { name: /Quiet hours/ }))
    await userEvent.clear(within(form).getByLabelText('From'))
    await userEvent.type(within(form).getByLabelText('From'), '21:30')
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }))
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        methods: ['email'],
        quietHours: { start: '21:30', end: '07:00' },
        emailMutedCategories: ['grooming'],
      }),
    )
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument()
  })

  it('deletes a reminder only after the owner confirms', async () => {
    let reminders: unknown[] = [reminderFixture()]
    const api = notificationsApi({
      'GET /api/reminders': () => ({ body: { reminders } }),
      [`DELETE /api/reminders/${REMINDER_ID}`]: () => {
        reminders = []
        return { status: 204 }
      },
    })
    renderApp('/notifications')
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Heart tablet' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }))
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: 'Delete Heart tablet' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete reminder' }))
    expect(await screen.findByText('No reminders yet')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/reminders/${REMINDER_ID}`])
  })

  it('sends a reminder that follows a medication to the medication: no Edit or Delete, Pause still works', async () => {
    notificationsApi({
      'GET /api/reminders': {
        body: {
          reminders: [
            reminderFixture({
              repeat: 'every_n_days',
              interval: 2,
              source: { kind: 'medication', id: 'ffffffff-ffff-4fff-8fff-ffffffffffff' },
            }),
          ],
        },
      },
    })
    renderApp('/notifications')
    const item = (await screen.findByRole('heading', { name: 'Heart tablet', level: 3 })).closest('li')!
    expect(within(item).getByText('Every other day at 08:00')).toBeInTheDocument()
    expect(within(item).getByText(/Follows the medication’s schedule/)).toBeInTheDocument()
    expect(within(item).getByRole('link', { name: 'Medications' })).toHaveAttribute('href', '/medications')
    expect(within(item).queryByRole('button', { name: 'Edit Heart tablet' })).not.toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: 'Delete Heart tablet' })).not.toBeInTheDocument()
    expect(within(item).getByRole('button', { name: 'Pause Heart tablet' })).toBeEnabled()
  })

  it('pauses and resumes a reminder', async () => {
    let paused = false
    const api = notificationsApi({
      'GET /api/reminders': () => ({ body: { reminders: [reminderFixture({ paused })] } }),
      [`PATCH /api/reminders/${REMINDER_ID}`]: ({ body }) => {
        paused = (body as { paused: boolean }).paused
        return { body: reminderFixture({ paused }) }
      },
    })
    renderApp('/notifications')
    await userEvent.click(await screen.findByRole('button', { name: 'Pause Heart tablet' }))
    expect(await screen.findByText('Paused')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Resume Heart tablet' }))
    expect(await screen.findByText('Next: 3 Mar 2026, 08:00')).toBeInTheDocument()
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ paused: true }, { paused: false }])
  })

  it('shows a guest the page, without e-mail settings they cannot use', async () => {
    const guest = guestUser()
    fakeApi({
      ...signedInApi(guest),
      'GET /api/notifications': { body: emptyOverview },
      'GET /api/reminders': { body: { reminders: [reminderFixture({ petId: null, petName: null, category: 'custom' })] } },
      'GET /api/calendar-feed': { body: { url: null, createdAt: null } },
    })
    renderApp('/notifications')
    const item = (await screen.findByRole('heading', { name: 'Heart tablet', level: 3 })).closest('li')!
    expect(item).toHaveTextContent('Other')
    expect(screen.getByText(/As a guest you have no e-mail address here/)).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Notification settings' })).toBeNull()
  })
})
