import { assessBreathingRate, breathsPerMinute } from '@pawpulse/domain/breathing'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, profileOf, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { breathingLogFixture, emptyBreathingChart, petFixture, REX_ID } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

const base = `/api/pets/${REX_ID}`
const vet = { name: 'Dr Lee', phoneNumber: '+31 20 123 4567' }
type Body = { breathCount: number; durationSeconds: number; measuredAt: string; context: string; method: string; notes: string | null }

/** The Breath Monitor's API; a POST answers as the server does (assessBreathingRate with the given context). */
function breathingApi({
  previous = null,
  baseline = null,
}: { previous?: { rate: number } | null; baseline?: { rate: number; days: number } | null } = {}) {
  const user = sessionUser()
  const saved: ReturnType<typeof breathingLogFixture>[] = []
  return fakeApi({
    ...signedInApi(user, [petFixture()]),
    'GET /api/me': profileOf(user, { timezone: 'Europe/Amsterdam' }),
    [`GET ${base}/breathing-settings`]: { body: { alertThreshold: 30, defaultDurationSeconds: 30, isCustom: false } },
    // Asked for while online, so that a count taken offline still shows the vet's number.
    [`GET ${base}/care-team`]: { body: { contacts: [] } },
    [`GET ${base}/breathing-chart`]: () => ({
      body: emptyBreathingChart({
        timeZone: 'Europe/Amsterdam',
        baseline,
        points: saved.map((log) => ({ measuredAt: log.measuredAt, breathsPerMinute: log.breathsPerMinute, context: log.context })),
        dailyAverages: saved.map((log) => ({ date: log.measuredAt.slice(0, 10), average: log.breathsPerMinute, count: 1 })),
      }),
    }),
    [`GET ${base}/breathing-logs`]: () => ({ body: { from: '2025-12-17', to: '2026-01-15', logs: saved } }),
    [`POST ${base}/breathing-logs`]: ({ body }) => {
      const input = body as Body
      const rate = breathsPerMinute(input.breathCount, input.durationSeconds)
      const log = breathingLogFixture({ ...input, measuredAt: new Date(input.measuredAt).toISOString(), breathsPerMinute: rate })
      saved.unshift(log)
      const assessment = assessBreathingRate({ rate, previous, threshold: 30, baseline: baseline?.rate ?? null, primaryVet: vet })
      return { status: 201, body: { log, assessment, threshold: 30, baseline, primaryVet: vet } }
    },
  })
}

const posts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method === 'POST' && c.path === `${base}/breathing-logs`)

afterEach(() => {
  vi.useRealTimers()
})

async function startCounter() {
  await screen.findByRole('button', { name: 'Start counting' })
  // Only the clock is faked from here on: it stands still until the test moves it, however slow
  // the machine, while the counter's own tick (a real quarter-second interval) and Testing
  // Library's waits run on real timers.
  vi.useFakeTimers({ now: new Date('2026-01-15T06:30:00Z'), toFake: ['Date'] })
  const user = userEvent.setup()
  await user.click(within(screen.getByRole('group', { name: 'Count for' })).getByRole('radio', { name: '30 seconds' }))
  await user.click(screen.getByRole('button', { name: 'Start counting' }))
  return user
}

describe('Breath Monitor counter', () => {
  it('counts 15 taps in 30 s as 30 per minute and saves it with the owner’s offset', async () => {
    const api = breathingApi()
    renderApp('/breathing')
    const user = await startCounter()
    const target = screen.getByRole('button', { name: 'Tap for each breath' })
    expect(target).toHaveFocus()
    // Announced once at the start, politely; not every second.
    const live = screen.getByText(/Counting for 30 seconds/)
    expect(live).toHaveAttribute('aria-live', 'polite')
    for (let i = 0; i < 15; i++) await user.click(target)
    vi.advanceTimersByTime(5_000)
    expect(await screen.findByText('25 s left')).toBeInTheDocument()
    expect(live).toHaveTextContent('Counting for 30 seconds')
    vi.advanceTimersByTime(15_000)
    expect(await screen.findByText('10 s left')).toBeInTheDocument()
    expect(live).toHaveTextContent('10 seconds left.')
    vi.advanceTimersByTime(10_000)

    expect(await screen.findByText('30 breaths per minute')).toBeInTheDocument()
    expect(screen.getByText('15 breaths in 30 seconds')).toBeInTheDocument()
    expect(live).toHaveTextContent('Time is up.')
    await user.click(screen.getByRole('radio', { name: 'Resting' }))
    await user.type(screen.getByLabelText('Note'), 'On the sofa')
    await user.click(screen.getByRole('button', { name: 'Save count' }))

    await waitFor(() => expect(posts(api)).toHaveLength(1))
    const body = posts(api)[0]!.body as Body
    expect(body).toMatchObject({ breathCount: 15, durationSeconds: 30, method: 'counter', context: 'resting', notes: 'On the sofa' })
    // Amsterdam is UTC+1 in January: the count ended at 07:30:30 on the owner's clock.
    expect(body.measuredAt).toMatch(/^2026-01-15T07:30:3\d\+01:00$/)
    expect(await screen.findByRole('heading', { name: 'Normal' })).toBeInTheDocument()
    // The chart and the list follow.
    expect(await screen.findByText(/^1 count in the last 30 days/)).toBeInTheDocument()
    expect(screen.getByText('30 per minute')).toBeInTheDocument()
  })

  it('counts a breath for each press of the space bar', async () => {
    breathingApi()
    renderApp('/breathing')
    const user = await startCounter()
    await user.keyboard('    ')
    // With the focus away from the target, Space still counts (and does not scroll the page).
    act(() => screen.getByRole('button', { name: 'Tap for each breath' }).blur())
    fireEvent.keyDown(document.body, { key: ' ' })
    fireEvent.keyDown(document.body, { key: ' ', repeat: true })
    expect(screen.getByText('Breaths counted:')).toHaveTextContent('Breaths counted: 5')
    vi.advanceTimersByTime(30_000)
    expect(await screen.findByText('10 breaths per minute')).toBeInTheDocument()
  })

  it('sends nothing when the count is discarded', async () => {
    const api = breathingApi()
    renderApp('/breathing')
    const user = await startCounter()
    await user.click(screen.getByRole('button', { name: 'Tap for each breath' }))
    vi.advanceTimersByTime(30_000)
    await user.click(await screen.findByRole('button', { name: 'Discard' }))
    expect(await screen.findByRole('button', { name: 'Start counting' })).toBeInTheDocument()
    expect(posts(api)).toHaveLength(0)
  })
})

describe('what a count means (assessBreathingRate)', () => {
  it.each([
    { breaths: 20, baseline: null, previous: null, title: 'Normal', text: 'within the normal range', callsVet: false },
    {
      breaths: 27,
      baseline: { rate: 20, days: 10 },
      previous: null,
      title: 'Higher than usual',
      text: 'more than 25 % above',
      callsVet: false,
    },
    { breaths: 33, baseline: null, previous: null, title: 'Recount within the hour', text: 'above your alert level of 30', callsVet: true },
    { breaths: 40, baseline: null, previous: null, title: 'Contact your vet', text: 'Call Dr Lee on +31 20 123 4567.', callsVet: true },
  ])('$breaths per minute: $title', async ({ breaths, baseline, previous, title, text, callsVet }) => {
    breathingApi({ baseline, previous })
    renderApp('/breathing')
    await userEvent.click(await screen.findByRole('button', { name: 'Enter a count you took yourself' }))
    const form = screen.getByRole('form', { name: 'Enter a count' })
    await userEvent.type(within(form).getByLabelText('Breaths'), String(breaths))
    await userEvent.click(within(form).getByRole('button', { name: 'Save count' }))

    const result = await screen.findByRole('region', { name: title })
    expect(result).toHaveTextContent(text)
    const call = within(result).queryByRole('link', { name: 'Call Dr Lee: +31 20 123 4567' })
    if (callsVet) expect(call).toHaveAttribute('href', 'tel:+31201234567')
    else expect(call).not.toBeInTheDocument()
  })
})
