import { describe, expect, it } from 'vitest'
import { createTestApp, createTestUser } from './test-app'

// Every number the API takes is held to what its column can hold (check constraints, numeric
// precision, smallint): the last storable value is saved, the next one is a 400 with the field's
// message — never a constraint failure answered as 500. The limits come from packages/domain
// constants that the Drizzle check constraints read too.

const { app } = await createTestApp()
const owner = await createTestUser(app)
const petResponse = await owner.client.post('/api/pets', { name: 'Biscuit', species: 'dog' })
const { id: petId } = (await petResponse.json()) as { id: string }
const now = new Date(Date.now() - 60_000).toISOString()

type Case = [name: string, method: string, path: string, body: unknown, expected: number | { field: string; message: string }]

const cases: Case[] = [
  ['pet weight 0.01 kg (two decimals)', 'POST', '/api/pets', { name: 'A', species: 'dog', weight: 0.01, weightUnit: 'kg' }, 201],
  [
    'pet weight 1e-320 kg (> 0, but 0.00 in the column)',
    'POST',
    '/api/pets',
    { name: 'A', species: 'dog', weight: 1e-320, weightUnit: 'kg' },
    { field: 'weight', message: 'Weight must be at least 0.01 kg' },
  ],
  [
    'pet weight 0.004 lb',
    'PATCH',
    `/api/pets/${petId}`,
    { weight: 0.004, weightUnit: 'lb' },
    { field: 'weight', message: 'Weight must be at least 0.01 lb' },
  ],
  ['pet weight 440.9 lb (under 200 kg)', 'PATCH', `/api/pets/${petId}`, { weight: 440.9, weightUnit: 'lb' }, 200],
  [
    'pet weight 200.01 kg',
    'PATCH',
    `/api/pets/${petId}`,
    { weight: 200.01, weightUnit: 'kg' },
    { field: 'weight', message: 'Weight must be at most 200 kg' },
  ],
  ['pet age 40', 'PATCH', `/api/pets/${petId}`, { age: 40 }, 200],
  ['pet age 39.99 (numeric(4,1) keeps 40.0)', 'PATCH', `/api/pets/${petId}`, { age: 39.99 }, 200],
  ['pet age 40.01', 'PATCH', `/api/pets/${petId}`, { age: 40.01 }, { field: 'age', message: 'Age must be at most 40 years' }],
  ['breed percentage 100', 'PATCH', `/api/pets/${petId}`, { breedMix: [{ breed: 'Beagle', percentage: 100 }] }, 200],
  [
    'breed percentage 101',
    'PATCH',
    `/api/pets/${petId}`,
    { breedMix: [{ breed: 'Beagle', percentage: 101 }] },
    { field: 'breedMix.0.percentage', message: 'Percentage must be between 1 and 100' },
  ],
  [
    'breed percentage 2^31 (past integer)',
    'PATCH',
    `/api/pets/${petId}`,
    { breedMix: [{ breed: 'Beagle', percentage: 2 ** 31 }] },
    { field: 'breedMix.0.percentage', message: 'Percentage must be between 1 and 100' },
  ],
  ['weight log 0.01 kg', 'POST', `/api/pets/${petId}/weight-logs`, { measuredAt: now, weight: 0.01, weightUnit: 'kg' }, 201],
  [
    'weight log 1e-320 kg',
    'POST',
    `/api/pets/${petId}/weight-logs`,
    { measuredAt: now, weight: 1e-320, weightUnit: 'kg' },
    { field: 'weight', message: 'Weight must be at least 0.01 kg' },
  ],
  ['alert threshold 10', 'PUT', `/api/pets/${petId}/breathing-settings`, { alertThreshold: 10 }, 200],
  ['alert threshold 100', 'PUT', `/api/pets/${petId}/breathing-settings`, { alertThreshold: 100 }, 200],
  [
    'alert threshold 101',
    'PUT',
    `/api/pets/${petId}/breathing-settings`,
    { alertThreshold: 101 },
    { field: 'alertThreshold', message: 'The alert threshold is at most 100 per minute' },
  ],
  [
    'alert threshold 2^15 (past smallint)',
    'PUT',
    `/api/pets/${petId}/breathing-settings`,
    { alertThreshold: 2 ** 15 },
    { field: 'alertThreshold', message: 'The alert threshold is at most 100 per minute' },
  ],
  [
    'manual count over 300 s',
    'POST',
    `/api/pets/${petId}/breathing-logs`,
    { measuredAt: now, breathCount: 60, durationSeconds: 300, method: 'manual' },
    201,
  ],
  [
    'manual count over 301 s',
    'POST',
    `/api/pets/${petId}/breathing-logs`,
    { measuredAt: now, breathCount: 60, durationSeconds: 301, method: 'manual' },
    { field: 'durationSeconds', message: 'Enter a duration from 10 to 300 seconds' },
  ],
  [
    'a count past smallint',
    'POST',
    `/api/pets/${petId}/breathing-logs`,
    { measuredAt: now, breathCount: 2 ** 15, durationSeconds: 60, method: 'counter' },
    { field: 'breathCount', message: 'A rate above 200 breaths per minute is not possible; please recount' },
  ],
  [
    'a dose interval of 720 hours',
    'POST',
    `/api/pets/${petId}/medications`,
    { name: 'Monthly pill', schedule: { intervalHours: 720 } },
    201,
  ],
  [
    'a dose interval of 721 hours',
    'POST',
    `/api/pets/${petId}/medications`,
    { name: 'Monthly pill', schedule: { intervalHours: 721 } },
    { field: 'schedule.intervalHours', message: 'Doses are at most 720 hours (30 days) apart' },
  ],
  [
    'a range of 2^31 days',
    'GET',
    `/api/pets/${petId}/weight-logs?days=${2 ** 31}`,
    undefined,
    { field: 'days', message: 'Choose a number of days from 1 to 400' },
  ],
  [
    'AI wizard: a weight of 440.9 lb (under 200 kg)',
    'POST',
    '/api/onboarding/ai/complete',
    { pets: [{ pet: { name: 'A', species: 'dog' }, weights: [{ value: 440.9, unit: 'lb', date: '2024-03-12' }] }] },
    201,
  ],
  [
    'AI wizard: a weight of 200.01 kg',
    'POST',
    '/api/onboarding/ai/complete',
    { pets: [{ pet: { name: 'A', species: 'dog' }, weights: [{ value: 200.01, unit: 'kg', date: '2024-03-12' }] }] },
    { field: 'pets.0.weights.0.value', message: 'Weight must be at most 200 kg' },
  ],
  [
    'AI wizard: allergies longer together than the handling notes',
    'POST',
    '/api/onboarding/ai/complete',
    { pets: [{ pet: { name: 'A', species: 'dog' }, allergies: Array.from({ length: 6 }, () => 'x'.repeat(200)) }] },
    { field: 'pets.0.allergies', message: 'The allergies must fit in 1000 characters' },
  ],
]

describe('numbers at the edge of their column', () => {
  it.each(cases)('%s', async (_name, method, path, body, expected) => {
    const response = await owner.client.request(method, path, body)
    if (typeof expected === 'number') {
      expect(response.status, await response.clone().text()).toBe(expected)
      return
    }
    expect(response.status, await response.clone().text()).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { [expected.field]: expected.message } } })
  })

  it('keeps the smallest weight as entered', async () => {
    await owner.client.request('PATCH', `/api/pets/${petId}`, { weight: 0.01, weightUnit: 'kg' })
    expect(await (await owner.client.get(`/api/pets/${petId}`)).json()).toMatchObject({ weight: 0.01, weightUnit: 'kg' })
  })
})
