import { breathsPerMinute } from '@pawpulse/domain/breathing'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, get } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearOutbox, loadOutbox, putWrite, type QueuedWrite } from '#web/lib/offline/outbox.ts'
import { forgetQueryCache, persistQueryCache } from '#web/lib/offline/persisted-cache.ts'
import { type FakeAnswer, fakeApi, guestUser, profileOf, sessionOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { breathingLogFixture, emptyBreathingChart, medicationFixture, MIA_ID, petFixture, REX_ID } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

const ana = sessionUser()
const rex = petFixture()
const mia = petFixture({ id: MIA_ID, name: 'Mia', species: 'cat' })
const NOVA_ID = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'
/** Shared with Ana to look at only: nothing can be saved for her. */
const nova = petFixture({ id: NOVA_ID, name: 'Nova', access: 'viewer' })
const vet = {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  petId: REX_ID,
  role: 'Primary Veterinarian',
  name: 'Dr. Vega',
  clinic: 'Paws Clinic',
  phoneNumber: '+31 20 123 4567',
  email: null,
  street: null,
  streetNumber: null,
  city: null,
  postalCode: null,
  country: null,
  fullAddress: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
}

type Api = ReturnType<typeof fakeApi>
/** What the app posted, the page-view counter aside. */
const posts = (api: Api) => api.calls.filter((call) => call.method === 'POST' && call.path !== '/api/analytics/page-views')
const postsTo = (api: Api, path: string) => api.calls.filter((call) => call.method === 'POST' && call.path === path)

/** The browser's connection flag, and the event it fires when it changes. */
let onLine: ReturnType<typeof vi.spyOn> | undefined
function setConnection(online: boolean) {
  onLine ??= vi.spyOn(navigator, 'onLine', 'get')
  onLine.mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

beforeEach(async () => {
  await clearOutbox()
})

afterEach(async () => {
  onLine?.mockRestore()
  onLine = undefined
  // The query library's own flag is a module's: the next test starts online.
  onlineManager.setOnline(true)
  await clearOutbox()
  await forgetQueryCache()
})

/** The Breath Monitor's requests for Rex; a POST answers as the server does. */
function breathingApi({ firstPost }: { firstPost?: FakeAnswer } = {}) {
  const base = `/api/pets/${REX_ID}`
  let posts = 0
  return fakeApi({
    ...signedInApi(ana, [rex, mia]),
    'GET /api/me': profileOf(ana, { timezone: 'Europe/Amsterdam' }),
    [`GET ${base}/breathing-settings`]: { body: { alertThreshold: 30, defaultDurationSeconds: 30, isCustom: false } },
    [`GET ${base}/breathing-chart`]: { body: emptyBreathingChart({ timeZone: 'Europe/Amsterdam' }) },
    [`GET ${base}/breathing-logs`]: { body: { from: '2025-12-17', to: '2026-01-15', logs: [] } },
    [`GET ${base}/care-team`]: { body: { contacts: [vet] } },
    [`POST ${base}/breathing-logs`]: ({ body }) => {
      posts += 1
      if (posts === 1 && firstPost) return firstPost
      const input = body as { id: string; breathCount: number; durationSeconds: number; measuredAt: string; context: string }
      const rate = breathsPerMinute(input.breathCount, input.durationSeconds)
      const log = breathingLogFixture({ ...input, measuredAt: new Date(input.measuredAt).toISOString(), breathsPerMinute: rate })
      const assessment = { level: 'normal', title: 'Normal', message: 'Within the normal range.' }
      return { status: 201, body: { log, assessment, threshold: 30, baseline: null, primaryVet: null } }
    },
  })
}

async function typeCount(breaths: number, seconds: number) {
  await userEvent.click(await screen.findByRole('button', { name: 'Enter a count you took yourself' }))
  const form = screen.getByRole('form', { name: 'Enter a count' })
  await userEvent.type(within(form).getByLabelText('Breaths'), String(breaths))
  await userEvent.clear(within(form).getByLabelText('Seconds counted'))
  await userEvent.type(within(form).getByLabelText('Seconds counted'), String(seconds))
  await userEvent.click(within(form).getByRole('button', { name: 'Save count' }))
}

describe('a count taken offline (/breathing)', () => {
  it('is kept on the device with what it means, listed as waiting, and sent once when the connection returns', async () => {
    const api = breathingApi()
    renderApp('/breathing')
    // The page was opened with a connection; then it drops.
    await screen.findByRole('button', { name: 'Enter a count you took yourself' })
    await waitFor(() => expect(api.calls.some((call) => call.path === `/api/pets/${REX_ID}/breathing-settings`)).toBe(true))
    setConnection(false)

    expect(await screen.findByText(/^You're offline, showing data as of \d\d:\d\d\.$/)).toBeInTheDocument()
    await typeCount(11, 30)

    expect(await screen.findByText('Saved on this device, waiting to sync: 22 breaths per minute (11 breaths in 30 s)')).toBeInTheDocument()
    const outbox = await screen.findByRole('region', { name: '1 waiting to sync' })
    const entry = within(outbox).getByRole('listitem')
    expect(entry).toHaveTextContent('Breathing count for Rex: 22 breaths/min')
    expect(entry).toHaveTextContent(/Waiting to sync · recorded \d\d:\d\d/)
    expect(postsTo(api, `/api/pets/${REX_ID}/breathing-logs`)).toEqual([])
    const [queued] = await loadOutbox()

    setConnection(true)

    await waitFor(() => expect(screen.queryByRole('region', { name: /waiting to sync/ })).not.toBeInTheDocument())
    const sent = postsTo(api, `/api/pets/${REX_ID}/breathing-logs`)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toMatchObject({ id: queued!.id, breathCount: 11, durationSeconds: 30 })
    expect(screen.queryByText(/^You're offline/)).not.toBeInTheDocument()
    expect(await screen.findByText('1 entry synced')).toBeInTheDocument()
    expect(await loadOutbox()).toEqual([])
  })

  it('says "Contact your vet" with the vet’s number for 40 a minute, without the server', async () => {
    const api = breathingApi()
    renderApp('/breathing')
    await screen.findByRole('button', { name: 'Enter a count you took yourself' })
    // The care team was read while online, so the device has the vet's number.
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain(`/api/pets/${REX_ID}/care-team`))
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain(`/api/pets/${REX_ID}/breathing-settings`))
    setConnection(false)

    await typeCount(20, 30)

    const panel = await screen.findByRole('region', { name: 'Contact your vet' })
    expect(panel).toHaveTextContent('Saved on this device, waiting to sync: 40 breaths per minute (20 breaths in 30 s)')
    expect(await within(panel).findByRole('link', { name: 'Call Dr. Vega: +31 20 123 4567' })).toHaveAttribute('href', 'tel:+31201234567')
    expect(postsTo(api, `/api/pets/${REX_ID}/breathing-logs`)).toEqual([])
  })
})

describe('an entry sent online', () => {
  it('keeps its id when it is sent again after a gateway timeout, so the server stores it once', async () => {
    // A proxy gave up waiting (504) while the server may well have stored the count.
    const api = breathingApi({ firstPost: { status: 504 } })
    renderApp('/breathing')

    await typeCount(11, 30)

    expect(await screen.findByRole('region', { name: 'Normal' }, { timeout: 15_000 })).toBeInTheDocument()
    const sent = postsTo(api, `/api/pets/${REX_ID}/breathing-logs`).map((call) => (call.body as { id: string }).id)
    expect(sent).toHaveLength(2)
    expect(sent[1]).toBe(sent[0])
    expect(await loadOutbox()).toEqual([])
  })

  it('a dose keeps its id when sent again after a gateway timeout; the next tap is a new dose', async () => {
    const base = `/api/pets/${REX_ID}`
    const pimobendan = medicationFixture()
    const dosesPath = `${base}/medications/${pimobendan.id}/doses`
    let doses = 0
    const api = fakeApi({
      ...signedInApi(ana, [rex]),
      [`GET ${base}/medications`]: { body: { current: [pimobendan], past: [] } },
      [`GET ${base}/treatments`]: { body: { treatments: [] } },
      [`POST ${dosesPath}`]: ({ body }) => {
        doses += 1
        if (doses === 1) return { status: 504 }
        const { id, givenAt } = body as { id: string; givenAt: string }
        const dose = { id, medicationId: pimobendan.id, givenAt, givenBy: null, notes: null, createdAt: givenAt }
        return { status: 201, body: { dose, medication: pimobendan } }
      },
    })
    renderApp('/medications')
    const item = await screen.findByRole('article', { name: 'Pimobendan' })

    await userEvent.click(within(item).getByRole('button', { name: 'Dose given of Pimobendan' }))
    expect(await screen.findByText('Dose recorded', undefined, { timeout: 15_000 })).toBeInTheDocument()
    // The toast comes as the dose is stored; the button says "Recording…" until the list is fresh.
    await userEvent.click(await within(item).findByRole('button', { name: 'Dose given of Pimobendan' }))
    await waitFor(() => expect(postsTo(api, dosesPath)).toHaveLength(3))

    const [first, retry, next] = postsTo(api, dosesPath).map((call) => (call.body as { id: string }).id)
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
  })
})

/** An entry the server refused earlier, for Rex, as the outbox keeps it. */
function refusedCount(overrides: Partial<QueuedWrite> = {}): QueuedWrite {
  const id = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f'
  return {
    id,
    kind: 'breathing',
    petId: REX_ID,
    userId: ana.id,
    path: `/api/pets/${REX_ID}/breathing-logs`,
    body: { id, breathCount: 11, durationSeconds: 30, measuredAt: '2026-01-15T03:00:00+01:00', context: 'sleeping', notes: null },
    label: 'Breathing count for Rex: 22 breaths/min',
    queuedAt: new Date().toISOString(),
    state: 'refused',
    problem: 'Pet not found',
    ...overrides,
  }
}

function outboxApi(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({ ...signedInApi(ana, [rex, mia, nova]), ...extra })
}

describe('an entry the server refused (the outbox list)', () => {
  it('says why, and is discarded only after the owner confirms', async () => {
    await putWrite(refusedCount())
    const api = outboxApi()
    renderApp('/dashboard')

    const outbox = await screen.findByRole('region', { name: '1 not saved' })
    expect(within(outbox).getByRole('listitem')).toHaveTextContent('Breathing count for Rex: 22 breaths/min')
    expect(within(outbox).getByText('Not saved: Pet not found')).toBeInTheDocument()

    await userEvent.click(within(outbox).getByRole('button', { name: /^Discard / }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard this entry?' })
    expect(dialog).toHaveTextContent('It has not reached Pawpulse, and it will be gone from this device too.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.getByText('Not saved: Pet not found')).toBeInTheDocument()
    expect(await loadOutbox()).toHaveLength(1)

    await userEvent.click(within(outbox).getByRole('button', { name: /^Discard / }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Discard this entry?' })).getByRole('button', { name: 'Discard' }),
    )

    await waitFor(() => expect(screen.queryByRole('region', { name: '1 not saved' })).not.toBeInTheDocument())
    expect(await loadOutbox()).toEqual([])
    expect(posts(api)).toEqual([])
  })

  it('Try again sends it again, and it leaves the list once stored', async () => {
    const write = refusedCount()
    await putWrite(write)
    const api = outboxApi({ [`POST ${write.path}`]: { status: 201, body: {} } })
    renderApp('/dashboard')

    const outbox = await screen.findByRole('region', { name: '1 not saved' })
    await userEvent.click(within(outbox).getByRole('button', { name: 'Try again' }))

    await waitFor(() => expect(screen.queryByRole('region', { name: /not saved|waiting to sync/ })).not.toBeInTheDocument())
    expect(postsTo(api, write.path).map((call) => call.body)).toEqual([write.body])
    expect(await loadOutbox()).toEqual([])
  })

  it('Save there moves a count to another pet the owner may change, and sends it there', async () => {
    const write = refusedCount()
    await putWrite(write)
    const miaPath = `/api/pets/${MIA_ID}/breathing-logs`
    const api = outboxApi({ [`POST ${miaPath}`]: { status: 201, body: {} } })
    renderApp('/dashboard')

    const outbox = await screen.findByRole('region', { name: '1 not saved' })
    const pets = await within(outbox).findByRole('combobox', { name: 'Save for another pet' })
    // Rex is where it was refused; Nova is only shared to look at.
    expect(
      within(pets)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Another pet…', 'Mia'])
    expect(within(outbox).getByRole('button', { name: 'Save there' })).toBeDisabled()
    await userEvent.selectOptions(pets, 'Mia')
    await userEvent.click(within(outbox).getByRole('button', { name: 'Save there' }))

    await waitFor(() => expect(postsTo(api, miaPath)).toHaveLength(1))
    expect(postsTo(api, miaPath)[0]!.body).toEqual(write.body)
    expect(postsTo(api, write.path)).toEqual([])
    await waitFor(() => expect(screen.queryByRole('region', { name: /not saved|waiting to sync/ })).not.toBeInTheDocument())
  })

  it('offers no other pet for a symptom entry or a dose', async () => {
    await putWrite(refusedCount())
    const symptomId = '1e1e1e1e-1e1e-4e1e-8e1e-1e1e1e1e1e1e'
    await putWrite(
      refusedCount({
        id: symptomId,
        kind: 'symptom',
        label: 'Symptoms for Rex',
        path: `/api/pets/${REX_ID}/conditions/mvd/symptom-logs`,
        body: { id: symptomId, symptoms: {} },
        queuedAt: new Date(Date.now() + 1000).toISOString(),
      }),
    )
    outboxApi()
    renderApp('/dashboard')

    const outbox = await screen.findByRole('region', { name: '2 not saved' })
    const [count, symptoms] = within(outbox).getAllByRole('listitem') as [HTMLElement, HTMLElement]
    // The pets are there to choose from: the count may move, the symptom entry may not.
    expect(await within(count).findByRole('combobox', { name: 'Save for another pet' })).toBeInTheDocument()
    expect(symptoms).toHaveTextContent('Symptoms for Rex')
    expect(within(symptoms).getByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(within(symptoms).queryByRole('button', { name: 'Save there' })).not.toBeInTheDocument()
    expect(within(symptoms).queryByRole('combobox')).not.toBeInTheDocument()
  })
})

describe('a reminder marked done offline (/notifications)', () => {
  it('says it waits on this device, and its buttons wait too', async () => {
    const occurrence = {
      id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
      reminderId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
      petId: REX_ID,
      petName: 'Rex',
      title: 'Heart tablet',
      category: 'medication',
      dueAt: '2026-03-02T07:00:00.000Z',
      status: 'due',
      snoozedUntil: null,
      handledAt: null,
    }
    const api = fakeApi({
      ...signedInApi(ana, [rex]),
      'GET /api/me': profileOf(ana, { timezone: 'Europe/Berlin' }),
      'GET /api/notifications': { body: { unread: 0, inbox: [], overdue: [occurrence], upcoming: [] } },
      'GET /api/reminders': { body: { reminders: [] } },
      'GET /api/notification-preferences': { body: { methods: ['email'], quietHours: null, emailMutedCategories: [] } },
      'GET /api/calendar-feed': { body: { url: null, createdAt: null } },
    })
    renderApp('/notifications')
    const due = await screen.findByRole('region', { name: 'Due now' })
    const item = (await within(due).findByRole('heading', { name: 'Heart tablet' })).closest('li')!
    setConnection(false)

    await userEvent.click(within(item).getByRole('button', { name: 'Done Heart tablet' }))

    expect(await within(item).findByText('Marked done on this device, waiting to sync')).toBeInTheDocument()
    expect(await screen.findByText('Saved on this device')).toBeInTheDocument()
    expect(within(item).getByRole('button', { name: 'Done Heart tablet' })).toBeDisabled()
    expect(within(item).getByRole('button', { name: 'Skip Heart tablet' })).toBeDisabled()
    for (const snooze of within(within(item).getByRole('group', { name: 'Snooze Heart tablet' })).getAllByRole('button')) {
      expect(snooze).toBeDisabled()
    }
    expect(posts(api)).toEqual([])
    expect(await screen.findByRole('region', { name: '1 waiting to sync' })).toHaveTextContent('Marked done: Heart tablet')
  })
})

describe('signing out with entries waiting', () => {
  it('sends them first, then signs out, and leaves neither the list nor the pages on the device', async () => {
    const write = refusedCount({ state: 'waiting', problem: undefined })
    await putWrite(write)
    // The device's copy of the pages, as the app writes it while pages load.
    const earlier = new QueryClient()
    const stop = persistQueryCache(earlier, 'test')
    earlier.setQueryData(['pets', ana.id], [rex])
    window.dispatchEvent(new Event('pagehide'))
    stop()
    const cache = createStore('pawpulse-cache', 'queries')
    await waitFor(async () => expect(await get('queries', cache)).toBeDefined())

    let isSignedIn = true
    // At start the connection is too poor for the entry to go; at sign-out it gets through.
    let hasConnection = false
    const api = fakeApi({
      ...signedInApi(ana, [rex]),
      'GET /api/auth/get-session': () => (isSignedIn ? sessionOf(ana) : { body: null }),
      [`POST ${write.path}`]: () => (hasConnection ? { status: 201, body: {} } : 'network-error'),
      'POST /api/auth/sign-out': () => {
        isSignedIn = false
        return { body: { success: true } }
      },
      'POST /api/auth/sign-in/anonymous': { body: { signedIn: true, user: guestUser() } },
    })
    const app = renderApp('/dashboard')
    await screen.findByRole('region', { name: '1 waiting to sync' })
    await waitFor(() => expect(postsTo(api, write.path)).toHaveLength(1))
    hasConnection = true
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))

    await waitFor(() => expect(app.location()).toBe('/useronboarding'))
    // The first try at start, the one at sign-out, and only then the sign-out.
    expect(
      posts(api)
        .map((call) => call.path)
        .slice(0, 3),
    ).toEqual([write.path, write.path, '/api/auth/sign-out'])
    expect(postsTo(api, write.path)[1]!.body).toEqual(write.body)
    await waitFor(async () => expect(await loadOutbox()).toEqual([]))
    expect(screen.queryByRole('region', { name: /waiting to sync|not saved/ })).not.toBeInTheDocument()
    await waitFor(async () => expect(await get('queries', cache)).toBeUndefined())
  })

  it('does not sign out over an entry that could not be sent: it says so, and signs out once the owner discards it', async () => {
    // Refused earlier and not fixed: sign-out must not drop it behind the owner's back.
    await putWrite(refusedCount())
    const api = fakeApi({
      ...signedInApi(ana, [rex]),
      'POST /api/auth/sign-out': { body: { success: true } },
      'POST /api/auth/sign-in/anonymous': { body: { signedIn: true, user: guestUser() } },
    })
    const app = renderApp('/dashboard')
    const outbox = await screen.findByRole('region', { name: '1 not saved' })

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }))
    expect(
      await screen.findByText(
        '1 entry on this device has not reached Pawpulse. Send it when you are back online, or discard it from the list at the top of the page, then sign out.',
      ),
    ).toBeInTheDocument()
    expect(posts(api).map((call) => call.path)).not.toContain('/api/auth/sign-out')
    expect(app.location()).toBe('/dashboard')

    await userEvent.click(within(outbox).getByRole('button', { name: /^Discard/ }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: '1 not saved' })).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(app.location()).toBe('/useronboarding'))
    expect(posts(api).map((call) => call.path)).toContain('/api/auth/sign-out')
  })
})
