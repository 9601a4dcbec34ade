import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiError, fakeApi, type FakeAnswer } from '#web/test/fake-api.ts'
import { clearOutbox, loadOutbox, putWrite, type QueuedWrite, useOutbox } from './outbox'
import { retryWrite, syncOutbox } from './outbox-sync'

const ANA = '11111111-1111-4111-8111-111111111111'
const BEN = '33333333-3333-4333-8333-333333333333'
const PET = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'

let sequence = 0
/** A breathing count queued by Ana, each one a minute after the previous. */
function queued(overrides: Partial<QueuedWrite> = {}): QueuedWrite {
  sequence += 1
  const id = `0000000${sequence}-0000-4000-8000-000000000000`.slice(-36)
  return {
    id,
    kind: 'breathing',
    petId: PET,
    userId: ANA,
    path: `/api/pets/${PET}/breathing-logs/${id}`,
    body: { id, breathCount: 11, durationSeconds: 30 },
    label: `Breathing count ${sequence}`,
    queuedAt: new Date(Date.UTC(2026, 0, 15, 3, sequence)).toISOString(),
    state: 'waiting',
    ...overrides,
  }
}

/** Each queued write's path answers with the given answer (one path per write, so the order shows). */
function answering(writes: QueuedWrite[], answer: (write: QueuedWrite) => FakeAnswer) {
  return fakeApi(Object.fromEntries(writes.map((write) => [`POST ${write.path}`, () => answer(write)])))
}

const stored = async () => (await loadOutbox()).map(({ id, state, problem }) => ({ id, state, problem }))

beforeEach(async () => {
  await clearOutbox()
})

afterEach(async () => {
  await clearOutbox()
})

describe('syncOutbox', () => {
  it('sends the waiting entries oldest first, whatever order they were stored in', async () => {
    // The device keeps them by id: ids that sort the other way round from when they were made.
    const [first, second, third] = ['f', 'c', 'a'].map((digit) => queued({ id: `${digit.repeat(8)}-0000-4000-8000-000000000000` })) as [
      QueuedWrite,
      QueuedWrite,
      QueuedWrite,
    ]
    for (const write of [third, first, second]) await putWrite(write)
    const api = answering([first, second, third], () => ({ status: 201, body: {} }))

    const outcome = await syncOutbox(new QueryClient(), ANA)

    expect(api.calls.map((call) => call.path)).toEqual([first.path, second.path, third.path])
    expect(api.calls.map((call) => call.body)).toEqual([first.body, second.body, third.body])
    expect(outcome).toEqual({ sent: 3, refused: 0, stopped: false })
  })

  it.each([
    { status: 201, why: 'stored' },
    { status: 200, why: 'already stored (the same id sent before)' },
  ])('removes an entry the server answers $status ($why)', async ({ status }) => {
    const write = queued()
    await putWrite(write)
    answering([write], () => ({ status, body: {} }))

    await syncOutbox(new QueryClient(), ANA)

    expect(await stored()).toEqual([])
    expect(useOutbox.getState().writes).toEqual([])
  })

  it.each<{ name: string; answer: FakeAnswer }>([
    { name: 'no answer at all (fetch rejects)', answer: 'network-error' },
    { name: '500', answer: apiError(500, 'INTERNAL', 'Something broke') },
    { name: '401 (the session ran out)', answer: apiError(401, 'UNAUTHENTICATED', 'Sign in again') },
    { name: '429', answer: apiError(429, 'RATE_LIMITED', 'Too many requests') },
  ])('on $name keeps the entry waiting and stops the round', async ({ answer }) => {
    const [first, second] = [queued(), queued()] as [QueuedWrite, QueuedWrite]
    await putWrite(first)
    await putWrite(second)
    const api = answering([first, second], (write) => (write === first ? answer : { status: 201, body: {} }))

    const outcome = await syncOutbox(new QueryClient(), ANA)

    expect(outcome).toEqual({ sent: 0, refused: 0, stopped: true })
    // The later entry is not sent past the one that could not go.
    expect(api.calls.map((call) => call.path)).toEqual([first.path])
    expect(await stored()).toEqual([
      { id: first.id, state: 'waiting', problem: undefined },
      { id: second.id, state: 'waiting', problem: undefined },
    ])
  })

  it.each([
    { status: 404, code: 'NOT_FOUND', message: 'Pet not found' },
    { status: 403, code: 'FORBIDDEN', message: 'You can only view this pet.' },
    { status: 400, code: 'VALIDATION', message: 'Breath count must be at most 200.' },
    { status: 409, code: 'CONFLICT', message: 'This entry id is already used by another record.' },
  ] as const)('on $status marks the entry refused with the server’s words, and sends the later ones', async ({ status, code, message }) => {
    const [first, second] = [queued(), queued()] as [QueuedWrite, QueuedWrite]
    await putWrite(first)
    await putWrite(second)
    const api = answering([first, second], (write) => (write === first ? apiError(status, code, message) : { status: 201, body: {} }))

    const outcome = await syncOutbox(new QueryClient(), ANA)

    expect(outcome).toEqual({ sent: 1, refused: 1, stopped: false })
    expect(api.calls.map((call) => call.path)).toEqual([first.path, second.path])
    expect(await stored()).toEqual([{ id: first.id, state: 'refused', problem: message }])
    // A refused entry is not sent again by the next round: it waits for the owner.
    await syncOutbox(new QueryClient(), ANA)
    expect(api.calls).toHaveLength(2)
  })

  it('does not send what another user queued on this device', async () => {
    const bens = queued({ userId: BEN })
    const anas = queued()
    await putWrite(bens)
    await putWrite(anas)
    const api = answering([bens, anas], () => ({ status: 201, body: {} }))

    await syncOutbox(new QueryClient(), ANA)

    expect(api.calls.map((call) => call.path)).toEqual([anas.path])
    expect(await stored()).toEqual([{ id: bens.id, state: 'waiting', problem: undefined }])
  })

  it('sends each entry once when two triggers start a round at the same time', async () => {
    const [first, second] = [queued(), queued()] as [QueuedWrite, QueuedWrite]
    await putWrite(first)
    await putWrite(second)
    const api = answering([first, second], () => ({ status: 201, body: {} }))
    const queryClient = new QueryClient()

    const [online, backgroundSync] = await Promise.all([syncOutbox(queryClient, ANA), syncOutbox(queryClient, ANA)])

    expect(api.calls.map((call) => call.path)).toEqual([first.path, second.path])
    expect(online).toEqual({ sent: 2, refused: 0, stopped: false })
    expect(backgroundSync).toEqual(online)
    expect(await stored()).toEqual([])
  })

  it('sends an entry put back in the queue while a round is already under way (Try again during a slow round)', async () => {
    const slow = queued()
    const refused = queued({ state: 'refused', problem: 'Pet not found' })
    await putWrite(slow)
    await putWrite(refused)
    let answerSlow: (response: Response) => void = () => {}
    const paths: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname
        paths.push(path)
        if (path === slow.path) return new Promise<Response>((resolve) => (answerSlow = resolve))
        return Promise.resolve(new Response('{}', { status: 201 }))
      }),
    )
    const queryClient = new QueryClient()

    const round = syncOutbox(queryClient, ANA)
    await vi.waitFor(() => expect(paths).toEqual([slow.path]))
    // The owner taps Try again on the refused entry while the first answer is still coming.
    await retryWrite(refused)
    const again = syncOutbox(queryClient, ANA)
    answerSlow(new Response('{}', { status: 201 }))
    await Promise.all([round, again])

    expect(paths).toEqual([slow.path, refused.path])
    expect(await stored()).toEqual([])
  })

  it('asks the pages’ data again only when something was sent', async () => {
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const write = queued()
    await putWrite(write)
    let answer: FakeAnswer = 'network-error'
    answering([write], () => answer)

    await syncOutbox(queryClient, ANA)
    expect(invalidate).not.toHaveBeenCalled()

    answer = apiError(404, 'NOT_FOUND', 'Pet not found')
    await syncOutbox(queryClient, ANA)
    expect(invalidate).not.toHaveBeenCalled()

    await retryWrite({ ...write, state: 'refused', problem: 'Pet not found' })
    answer = { status: 201, body: {} }
    await syncOutbox(queryClient, ANA)
    expect(invalidate).toHaveBeenCalledTimes(1)
  })
})

describe('retryWrite', () => {
  it('puts a refused entry back in the queue, with the changes, and without the old problem', async () => {
    const write = queued({ state: 'refused', problem: 'Pet not found' })
    await putWrite(write)
    const other = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb'

    await retryWrite(write, { petId: other, path: `/api/pets/${other}/breathing-logs` })

    expect(await loadOutbox()).toEqual([
      expect.objectContaining({
        id: write.id,
        petId: other,
        path: `/api/pets/${other}/breathing-logs`,
        state: 'waiting',
        problem: undefined,
      }),
    ])
  })
})
