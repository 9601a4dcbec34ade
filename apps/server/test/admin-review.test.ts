import { adminOverviewSchema, otherResponsesSchema } from '@pawpulse/domain/admin'
import { compareFeedback, type FeedbackSeverity, feedbackListSchema, feedbackSchema } from '@pawpulse/domain/feedback'
import { describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { imageAs } from './fixtures/images'
import { createTestAdmin, createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

const adminEmail = uniqueEmail('admin')
const { app, db } = await createTestApp({ adminEmails: [adminEmail] })
const admin = await createTestAdmin(app, { email: adminEmail })
const user = await createTestUser(app)

const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 0, day, 12, minute))

/** Rows written directly, so their creation times (and so the expected order) are known. */
async function insertFeedback(
  rows: {
    severity: FeedbackSeverity
    createdAt: Date
    type?: 'bug' | 'idea' | 'question'
    status?: 'new' | 'resolved'
    heading?: string
  }[],
) {
  return db
    .insert(schema.userFeedback)
    .values(
      rows.map((row, index) => ({ heading: row.heading ?? `Feedback ${index}`, description: 'Details', type: row.type ?? 'bug', ...row })),
    )
    .returning({ id: schema.userFeedback.id })
}

async function list(query = '') {
  const response = await admin.client.get(`/api/admin/feedback${query}`)
  expect(response.status, await response.clone().text()).toBe(200)
  return feedbackListSchema.parse(await response.json())
}

// This file's feedback rows, made once; each test reads them through different filters.
const seeded = await insertFeedback([
  { severity: 'minor', createdAt: at(9), type: 'idea' },
  { severity: 'blocking', createdAt: at(1), type: 'bug', status: 'resolved' },
  { severity: 'moderate', createdAt: at(5), type: 'question' },
  { severity: 'major', createdAt: at(2), type: 'bug' },
  { severity: 'blocking', createdAt: at(7), type: 'bug' },
  { severity: 'minor', createdAt: at(3), type: 'bug', status: 'resolved' },
  { severity: 'major', createdAt: at(8), type: 'idea' },
])
const [minorIdea, oldBlocking, moderate, oldMajor, newBlocking, minorBug, newMajor] = seeded.map((row) => row.id)

describe('GET /api/admin/feedback', () => {
  it('lists by severity (blocking, major, moderate, minor), then newest first', async () => {
    const { feedback, total } = await list()
    expect(total).toBe(7)
    expect(feedback.map((item) => item.id)).toEqual([newBlocking, oldBlocking, newMajor, oldMajor, moderate, minorIdea, minorBug])
    expect(feedback.map((item) => item.id)).toEqual([...feedback].sort(compareFeedback).map((item) => item.id))
  })

  it.each([
    ['?type=idea', () => [newMajor, minorIdea]],
    ['?severity=blocking', () => [newBlocking, oldBlocking]],
    ['?status=resolved', () => [oldBlocking, minorBug]],
    ['?type=bug&status=new', () => [newBlocking, oldMajor]],
    ['?type=question&severity=minor', () => []],
  ])('filters %s', async (query, expected) => {
    const { feedback, total } = await list(query)
    expect(feedback.map((item) => item.id)).toEqual(expected())
    expect(total).toBe(expected().length)
  })

  it('pages through the same order', async () => {
    const first = await list('?limit=3')
    const second = await list('?limit=3&offset=3')
    expect([...first.feedback, ...second.feedback].map((item) => item.id)).toEqual([
      newBlocking,
      oldBlocking,
      newMajor,
      oldMajor,
      moderate,
      minorIdea,
    ])
    expect(second.total).toBe(7)
  })

  it('refuses an unknown filter value', async () => {
    const response = await admin.client.get('/api/admin/feedback?severity=critical')
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { severity: 'Unknown severity' } } })
  })
})

describe('GET and PATCH /api/admin/feedback/{id}', () => {
  it('shows the full text, the page, the author’s e-mail and the screenshot', async () => {
    const form = new FormData()
    form.append('type', 'question')
    form.append('severity', 'major')
    form.append('heading', 'How do I export?')
    form.append('description', 'Line one\nLine two')
    form.append('pageUrl', '/profile')
    form.append('screenshot', new File([(await imageAs('webp')) as Uint8Array<ArrayBuffer>], 'shot.webp', { type: 'image/webp' }))
    const created = await user.client.request('POST', '/api/feedback', form)
    const { id } = (await created.json()) as { id: string }

    const response = await admin.client.get(`/api/admin/feedback/${id}`)
    expect(feedbackSchema.parse(await response.json())).toMatchObject({
      id,
      type: 'question',
      severity: 'major',
      heading: 'How do I export?',
      description: 'Line one\nLine two',
      pageUrl: '/profile',
      userEmail: user.email,
      status: 'new',
      screenshotUrl: `/api/admin/feedback/${id}/screenshot`,
    })
    const screenshot = await admin.client.get(`/api/admin/feedback/${id}/screenshot`)
    expect([screenshot.status, screenshot.headers.get('content-type')]).toEqual([200, 'image/webp'])
  })

  it('sets the status (new, in progress, resolved)', async () => {
    const [row] = await insertFeedback([{ severity: 'minor', createdAt: at(10) }])
    for (const status of ['in_progress', 'resolved', 'new'] as const) {
      const response = await admin.client.request('PATCH', `/api/admin/feedback/${row!.id}`, { status })
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ id: row!.id, status })
      expect((await (await admin.client.get(`/api/admin/feedback/${row!.id}`)).json()) as object).toMatchObject({ status })
    }
  })

  it('refuses an unknown status', async () => {
    const response = await admin.client.request('PATCH', `/api/admin/feedback/${minorIdea}`, { status: 'done' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { status: 'Choose new, in progress or resolved' } } })
  })

  it('answers 404 for an unknown id, and for the screenshot of feedback without one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    const answers = [
      await admin.client.get(`/api/admin/feedback/${unknown}`),
      await admin.client.request('PATCH', `/api/admin/feedback/${unknown}`, { status: 'resolved' }),
      await admin.client.get(`/api/admin/feedback/${unknown}/screenshot`),
      await admin.client.get(`/api/admin/feedback/${minorIdea}/screenshot`),
    ]
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404])
    expect((await admin.client.get('/api/admin/feedback/not-a-uuid')).status).toBe(400)
  })
})

describe('every admin endpoint refuses non-admins', () => {
  const requests = () =>
    [
      ['GET', '/api/admin/feedback'],
      ['GET', `/api/admin/feedback/${minorIdea}`],
      ['PATCH', `/api/admin/feedback/${minorIdea}`, { status: 'resolved' }],
      ['GET', `/api/admin/feedback/${minorIdea}/screenshot`],
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/other-responses'],
    ] as const

  it('with 403 for a signed-in user, 401 for a guest and for no session, changing nothing', async () => {
    const anonymous = new TestClient(app)
    await anonymous.post('/api/auth/sign-in/anonymous')
    for (const [client, status] of [
      [user.client, 403],
      [anonymous, 401],
      [new TestClient(app), 401],
    ] as const) {
      for (const [method, path, body] of requests()) {
        const response = await client.request(method, path, body)
        expect({ path, method, status: response.status }).toEqual({ path, method, status })
      }
    }
    expect((await admin.client.get(`/api/admin/feedback/${minorIdea}`)).status).toBe(200)
    expect(((await (await admin.client.get(`/api/admin/feedback/${minorIdea}`)).json()) as { status: string }).status).toBe('new')
  })
})

describe('GET /api/admin/overview', () => {
  async function overview() {
    const response = await admin.client.get('/api/admin/overview')
    expect(response.status).toBe(200)
    return adminOverviewSchema.parse(await response.json())
  }

  it('counts accounts (not guests), pets, logs of the last 7 days and feedback by severity', async () => {
    const before = await overview()
    const newcomer = await createTestUser(app)
    await new TestClient(app).post('/api/auth/sign-in/anonymous')
    const [pet] = await db.insert(schema.pets).values({ userId: newcomer.user.id, name: 'Biscuit', species: 'dog' }).returning()
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600 * 1000)
    await db.insert(schema.symptomLogs).values([
      { petId: pet!.id, conditionId: 'mvd', loggedAt: new Date(), symptoms: {} },
      { petId: pet!.id, conditionId: 'mvd', loggedAt: eightDaysAgo, symptoms: {}, createdAt: eightDaysAgo },
    ])
    await db.insert(schema.breathingRateLogs).values({
      petId: pet!.id,
      measuredAt: new Date(),
      breathCount: 10,
      durationSeconds: 30,
      breathsPerMinute: 20,
      context: 'sleeping',
      method: 'counter',
    })
    await db.insert(schema.weightLogs).values({ petId: pet!.id, measuredAt: new Date(), weight: 12, weightUnit: 'kg' })
    await insertFeedback([
      { severity: 'blocking', createdAt: at(11) },
      { severity: 'blocking', createdAt: at(12), status: 'resolved' },
    ])

    const after = await overview()
    expect(after.users - before.users).toBe(1)
    expect(after.pets - before.pets).toBe(1)
    expect(after.logsThisWeek - before.logsThisWeek).toBe(3)
    expect(after.feedbackBySeverity.map((row) => row.severity)).toEqual(['blocking', 'major', 'moderate', 'minor'])
    const blocking = (o: typeof after) => o.feedbackBySeverity[0]!
    expect([blocking(after).total - blocking(before).total, blocking(after).open - blocking(before).open]).toEqual([2, 1])
  })

  it('sums page views per route pattern over the last 30 days, most viewed first', async () => {
    const today = new Date()
    const daysAgo = (n: number) => new Date(today.getTime() - n * 24 * 3600 * 1000).toISOString().slice(0, 10)
    await db.insert(schema.pageViewCounts).values([
      { day: daysAgo(31), path: '/breathing', views: 100 },
      { day: daysAgo(29), path: '/breathing', views: 2 },
      { day: daysAgo(1), path: '/dashboard', views: 4 },
    ])
    for (const path of ['/symptoms/mvd', '/breathing', '/dashboard']) {
      expect((await new TestClient(app).post('/api/analytics/page-views', { path })).status).toBe(204)
    }
    expect((await overview()).pageViews).toEqual({
      days: 30,
      pages: [
        { path: '/dashboard', views: 5 },
        { path: '/breathing', views: 3 },
        { path: '/symptoms/:conditionId', views: 1 },
      ],
    })
  })
})

describe('GET /api/admin/other-responses', () => {
  it('groups the free-text "other" answers by field, counted, most frequent first', async () => {
    const [owner, second] = [user.user.id, admin.user.id]
    const pets = await db
      .insert(schema.pets)
      .values([
        {
          userId: owner,
          name: 'A',
          species: 'dog',
          acquisitionSource: 'other',
          acquisitionSourceDetails: 'Found in the garden',
          breed: 'Bernedoodle',
        },
        { userId: owner, name: 'B', species: 'dog', acquisitionSource: 'other', acquisitionSourceDetails: ' found in the GARDEN ' },
        { userId: second, name: 'C', species: 'cat', acquisitionSource: 'other', acquisitionSourceDetails: 'Neighbour' },
        { userId: second, name: 'D', species: 'dog', acquisitionSource: 'shelter', acquisitionSourceDetails: 'Not an other answer' },
      ])
      .returning()
    const [a, b, c] = pets
    await db.insert(schema.petBreeds).values([
      { species: 'dog', name: 'Bernedoodle', isCustom: true },
      { species: 'dog', name: 'Unused custom breed', isCustom: true },
      { species: 'cat', name: 'Maine Coon', isCustom: false },
    ])
    await db.insert(schema.petBreedMix).values({ petId: b!.id, breed: 'bernedoodle', isDominant: true })
    await db.insert(schema.petHealthConditions).values([
      { petId: a!.id, userId: owner, condition: 'other', otherName: 'Cushing’s disease' },
      { petId: c!.id, userId: second, condition: 'other', otherName: 'Cushing’s disease' },
      { petId: b!.id, userId: owner, condition: 'other', otherName: 'Addison’s disease' },
      { petId: b!.id, userId: owner, condition: 'mvd', otherName: null },
    ])
    await db.insert(schema.userTreatmentBrands).values([
      { userId: owner, name: 'FleaAway', species: 'dog', type: 'flea_tick' },
      { userId: second, name: 'fleaaway', species: 'cat', type: 'flea_tick' },
    ])
    await db.insert(schema.userTreatmentManufacturers).values({ userId: owner, name: 'Acme Pets' })

    const response = await admin.client.get('/api/admin/other-responses')
    expect(response.status).toBe(200)
    const { groups } = otherResponsesSchema.parse(await response.json())
    const byField = Object.fromEntries(groups.map((group) => [group.field, group]))
    expect(groups.map((group) => group.field)).toEqual([
      'condition',
      'dogBreed',
      'catBreed',
      'acquisitionSource',
      'treatmentBrand',
      'treatmentManufacturer',
    ])
    expect(byField.condition?.answers).toEqual([
      { answer: 'Cushing’s disease', count: 2 },
      { answer: 'Addison’s disease', count: 1 },
    ])
    expect(byField.acquisitionSource?.answers).toEqual([
      { answer: expect.stringMatching(/^found in the garden$/i), count: 2 },
      { answer: 'Neighbour', count: 1 },
    ])
    expect(byField.dogBreed?.answers).toEqual([{ answer: 'Bernedoodle', count: 2 }])
    expect(byField.catBreed).toEqual({ field: 'catBreed', answers: [], distinctAnswers: 0 })
    expect(byField.treatmentBrand?.answers).toEqual([{ answer: expect.stringMatching(/^fleaaway$/i), count: 2 }])
    expect(byField.treatmentManufacturer?.answers).toEqual([{ answer: 'Acme Pets', count: 1 }])
  })
})
