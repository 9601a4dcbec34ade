import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiError, fakeApi } from '#web/test/fake-api.ts'
import { ApiError } from '../api-client'
import { clearOutbox, loadOutbox } from './outbox'
import { type OfflineWrite, sendOrQueue } from './send-or-queue'

const PET = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const ID = '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f'
const path = `/api/pets/${PET}/breathing-logs`
const write: OfflineWrite = {
  kind: 'breathing',
  petId: PET,
  userId: '11111111-1111-4111-8111-111111111111',
  path,
  body: { id: ID, breathCount: 11, durationSeconds: 30 },
  label: 'Breathing count for Rex: 22 breaths/min',
}
const savedSchema = z.object({ id: z.string(), breathsPerMinute: z.number() })

let onLine: ReturnType<typeof vi.spyOn> | undefined
const setOnline = (online: boolean) => {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
}

beforeEach(async () => {
  await clearOutbox()
})

afterEach(async () => {
  onLine?.mockRestore()
  await clearOutbox()
})

describe('sendOrQueue', () => {
  it('online: posts the body and gives back what the server saved, keeping nothing on the device', async () => {
    setOnline(true)
    const api = fakeApi({ [`POST ${path}`]: { status: 201, body: { id: ID, breathsPerMinute: 22 } } })

    const outcome = await sendOrQueue(write, savedSchema)

    expect(outcome).toEqual({ status: 'sent', data: { id: ID, breathsPerMinute: 22 } })
    expect(api.calls).toEqual([{ method: 'POST', path, body: write.body }])
    expect(await loadOutbox()).toEqual([])
  })

  it('offline (the browser says so): keeps it on the device under the record’s own id, without a request', async () => {
    setOnline(false)
    const api = fakeApi({})

    const outcome = await sendOrQueue(write, savedSchema)

    expect(api.calls).toEqual([])
    expect(outcome).toMatchObject({ status: 'queued', write: { id: ID, state: 'waiting', path, body: write.body } })
    expect(await loadOutbox()).toEqual([expect.objectContaining({ id: ID, state: 'waiting', label: write.label, body: write.body })])
  })

  it('queues the entry when the request gets no answer at all', async () => {
    setOnline(true)
    const api = fakeApi({ [`POST ${path}`]: 'network-error' })

    const outcome = await sendOrQueue(write, savedSchema)

    expect(api.calls).toHaveLength(1)
    expect(outcome.status).toBe('queued')
    expect(await loadOutbox()).toEqual([expect.objectContaining({ id: ID, state: 'waiting' })])
  })

  it('gives a refusal back to the form, and keeps nothing', async () => {
    setOnline(true)
    fakeApi({ [`POST ${path}`]: apiError(400, 'VALIDATION', 'Breath count must be at most 200.') })

    const sending = sendOrQueue(write, savedSchema)

    await expect(sending).rejects.toBeInstanceOf(ApiError)
    await expect(sending).rejects.toMatchObject({ status: 400, message: 'Breath count must be at most 200.' })
    expect(await loadOutbox()).toEqual([])
  })
})
