import { z } from 'zod'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '#web/test/fake-api.ts'
import { apiRequest } from './api-client'
import { EARLY_ANSWER_LIFETIME_MS, sendEarlyGet } from './early-answers'

afterEach(() => {
  vi.useRealTimers()
})

const petSchema = z.object({ name: z.string() })

describe('answers main.tsx asked for early, read by apiRequest', () => {
  it('answers the first GET of the same path and query from the early request; the next one asks again', async () => {
    fakeApi({ 'GET /api/pets/p1/breathing-chart': ({ url }) => ({ body: { name: `early ${url.search}` } }) })
    sendEarlyGet('/api/pets/p1/breathing-chart?days=30')
    const api = fakeApi({ 'GET /api/pets/p1/breathing-chart': { body: { name: 'asked again' } } })

    await expect(apiRequest('/api/pets/p1/breathing-chart?days=30', { schema: petSchema })).resolves.toEqual({ name: 'early ?days=30' })
    expect(api.calls).toEqual([])
    await expect(apiRequest('/api/pets/p1/breathing-chart?days=30', { schema: petSchema })).resolves.toEqual({ name: 'asked again' })
    expect(api.calls).toHaveLength(1)
  })

  it('does not answer another query, or a request that is not a GET, from it', async () => {
    fakeApi({ 'GET /api/pets/p1/breathing-chart': { body: { name: 'early' } } })
    sendEarlyGet('/api/pets/p1/breathing-chart?days=30')
    const api = fakeApi({
      'GET /api/pets/p1/breathing-chart': { body: { name: '7 days' } },
      'PUT /api/pets/p1/breathing-chart': { body: { name: 'saved' } },
    })
    await expect(apiRequest('/api/pets/p1/breathing-chart?days=7', { schema: petSchema })).resolves.toEqual({ name: '7 days' })
    await expect(apiRequest('/api/pets/p1/breathing-chart?days=30', { method: 'PUT', body: {}, schema: petSchema })).resolves.toEqual({
      name: 'saved',
    })
    expect(api.calls.map(({ method }) => method)).toEqual(['GET', 'PUT'])
  })

  it('asks again when the early answer was refused or never came', async () => {
    fakeApi({
      'GET /api/pets/p1': { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Pet not found' } } },
      'GET /api/me': 'network-error',
    })
    sendEarlyGet('/api/pets/p1')
    sendEarlyGet('/api/me')
    const api = fakeApi({ 'GET /api/pets/p1': { body: { name: 'Pepper' } }, 'GET /api/me': { body: { name: 'Ana' } } })
    await expect(apiRequest('/api/pets/p1', { schema: petSchema })).resolves.toEqual({ name: 'Pepper' })
    await expect(apiRequest('/api/me', { schema: petSchema })).resolves.toEqual({ name: 'Ana' })
    expect(api.calls).toHaveLength(2)
  })

  it('drops the unread ones when the app writes: the data they hold may be what it changes', async () => {
    fakeApi({ 'GET /api/pets/p1': { body: { name: 'Pepper' } } })
    sendEarlyGet('/api/pets/p1')
    const api = fakeApi({ 'PATCH /api/pets/p1': { body: { name: 'Pip' } }, 'GET /api/pets/p1': { body: { name: 'Pip' } } })
    await apiRequest('/api/pets/p1', { method: 'PATCH', body: { name: 'Pip' }, schema: petSchema })
    await expect(apiRequest('/api/pets/p1', { schema: petSchema })).resolves.toEqual({ name: 'Pip' })
    expect(api.calls.map(({ method }) => method)).toEqual(['PATCH', 'GET'])
  })

  it('does not use one older than its lifetime (the start did not need it; a refetch later asks)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    fakeApi({ 'GET /api/pets/p1': { body: { name: 'as the page opened' } } })
    sendEarlyGet('/api/pets/p1')
    vi.setSystemTime(Date.now() + EARLY_ANSWER_LIFETIME_MS + 1)
    const api = fakeApi({ 'GET /api/pets/p1': { body: { name: 'now' } } })
    await expect(apiRequest('/api/pets/p1', { schema: petSchema })).resolves.toEqual({ name: 'now' })
    expect(api.calls).toHaveLength(1)
  })
})
