import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { countTimeText } from '@pawpulse/domain/breathing-alert'
import type { NotificationsOverview } from '@pawpulse/domain/reminder-api'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { sendPending } from '#server/features/reminders/send.ts'
import { createMailer } from '#server/lib/mailer.ts'
import { createTestApp, createTestUser, TEST_ORIGIN, uniqueEmail, type TestClient } from './test-app'

const { app, db, mailer } = await createTestApp()
const secret = 'test-secret-that-is-at-least-32-characters-long'

type User = Awaited<ReturnType<typeof createTestUser>>

/** 20 breaths in 30 s = 40 a minute: above 35, "contact your vet" whatever the history. */
const urgentCount = {
  measuredAt: new Date(Date.now() - 60_000).toISOString(),
  breathCount: 20,
  durationSeconds: 30,
  method: 'counter',
  context: 'sleeping',
}
/** 10 in 30 s = 20 a minute: normal. */
const normalCount = { ...urgentCount, breathCount: 10, method: 'manual' }

async function logCount(client: TestClient, petId: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/pets/${petId}/breathing-logs`, body)
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as { assessment: { level: string } }
}

const alertsOf = async (client: TestClient) =>
  ((await (await client.get('/api/notifications')).json()) as NotificationsOverview).inbox.filter((i) => i.kind === 'breathing_alert')

const tokenIn = (email: string) => {
  const mail = mailer.sent.find((m) => m.to === email && m.text.includes('/auth?invite='))
  const token = mail?.text.match(/\/auth\?invite=([A-Za-z0-9_-]+)/)?.[1]
  if (!token) throw new Error(`no invitation for ${email}`)
  return token
}

/** A member who accepted an invitation to the pet, with the given access. */
async function member(owner: User, petId: string, accessLevel: 'editor' | 'viewer') {
  const person = await createTestUser(app, { email: uniqueEmail(accessLevel), name: `Member ${accessLevel}` })
  const invited = await owner.client.post('/api/household/members', {
    name: person.name,
    email: person.email,
    petIds: [petId],
    accessLevel,
  })
  expect(invited.status).toBe(201)
  expect((await person.client.post(`/api/invitations/${tokenIn(person.email)}/accept`)).status).toBe(200)
  return { ...person, memberId: ((await invited.json()) as { id: string }).id }
}

/**
 * An owner in Berlin who asked for quiet hours all day and muted e-mails of every reminder category
 * (urgent alerts must ignore both), with a dog whose vet is on the care team, a co-parent, a
 * sitter, a member whose access was revoked, and a stranger with a dog of their own.
 */
async function household({ withVet = true } = {}) {
  const owner = await createTestUser(app, { name: 'Olivia Owner' })
  await owner.client.request('PATCH', '/api/me', { timezone: 'Europe/Berlin' })
  const prefs = await owner.client.request('PUT', '/api/notification-preferences', {
    methods: ['email'],
    quietHours: { start: '00:00', end: '23:59' },
    emailMutedCategories: [
      'medication',
      'parasite_treatment',
      'vaccination',
      'vet_visit',
      'breathing_check',
      'weight_check',
      'grooming',
      'custom',
    ],
  })
  expect(prefs.status).toBe(200)
  const pet = (await (await owner.client.post('/api/pets', { name: 'Biscuit', species: 'dog' })).json()) as { id: string }
  if (withVet) {
    const vet = await owner.client.request('PUT', `/api/pets/${pet.id}/care-team/primary-veterinarian`, {
      name: 'Dr Ana Vega',
      phoneNumber: '+49 30 1234 5678',
    })
    expect(vet.status).toBe(200)
  }
  const editor = await member(owner, pet.id, 'editor')
  const viewer = await member(owner, pet.id, 'viewer')
  const revoked = await member(owner, pet.id, 'viewer')
  const revoke = await owner.client.request('PATCH', `/api/household/members/${revoked.memberId}`, { status: 'revoked' })
  expect(revoke.status).toBe(200)
  const stranger = await createTestUser(app)
  const strangerPet = (await (await stranger.client.post('/api/pets', { name: 'Rex', species: 'dog' })).json()) as { id: string }
  return { owner, petId: pet.id, editor, viewer, revoked, stranger, strangerPet: strangerPet.id }
}

const alertMailsTo = (email: string) => mailer.sent.filter((m) => m.to === email && m.subject.startsWith('Urgent:'))

describe('urgent breathing alerts', () => {
  it('a count at "contact your vet" tells the owner, the co-parent and the sitter once each, at once, with the vet to call', async () => {
    const h = await household()
    const before = new Date()
    const result = await logCount(h.editor.client, h.petId, urgentCount)
    expect(result.assessment.level).toBe('contact_vet')

    for (const person of [h.owner, h.editor, h.viewer]) {
      const alerts = await alertsOf(person.client)
      expect(alerts).toHaveLength(1)
      expect(alerts[0]).toMatchObject({
        title: 'Biscuit: 40 breaths per minute — contact your vet',
        petId: h.petId,
        occurrence: null,
        readAt: null,
        vet: { name: 'Dr Ana Vega', phoneNumber: '+49 30 1234 5678' },
      })
      // When it was counted, on the owner's (Berlin) clock, and why it is urgent.
      expect(alerts[0]!.body).toBe(
        `Biscuit’s sleeping breathing rate was counted by Member editor at 40 breaths per minute on ${countTimeText(urgentCount.measuredAt, 'Europe/Berlin')}. Why it is urgent: it is above 35 breaths per minute. That is a reason to contact your vet today. Call Dr Ana Vega on +49 30 1234 5678.`,
      )
    }
    for (const person of [h.revoked, h.stranger]) expect(await alertsOf(person.client)).toEqual([])

    // One e-mail delivery each, due now: the owner's quiet hours and muted categories do not hold it.
    const userIds = [h.owner.user.id, h.editor.user.id, h.viewer.user.id, h.revoked.user.id, h.stranger.user.id]
    const deliveries = await db.select().from(schema.notificationDeliveries).where(inArray(schema.notificationDeliveries.userId, userIds))
    expect(deliveries.map((d) => [d.userId, d.channel, d.status]).sort()).toEqual(
      [h.owner, h.editor, h.viewer].map((p) => [p.user.id, 'email', 'pending']).sort(),
    )
    for (const d of deliveries) expect(d.deliverAfter.getTime()).toBeLessThanOrEqual(Date.now())
    expect(deliveries.every((d) => d.deliverAfter.getTime() >= before.getTime() - 1000)).toBe(true)

    await sendPending({ db, mailer, publicUrl: TEST_ORIGIN, secret })
    for (const person of [h.owner, h.editor, h.viewer]) {
      const mails = alertMailsTo(person.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.subject).toBe('Urgent: Biscuit: 40 breaths per minute — contact your vet')
      expect(mails[0]!.text).toContain('Call Dr Ana Vega on +49 30 1234 5678.')
      expect(mails[0]!.text).toContain(`${TEST_ORIGIN}/notifications`)
      // Nothing to mark done, nothing to unsubscribe from.
      expect(mails[0]!.text).not.toContain('/reminders/done/')
      expect(mails[0]!.text).not.toContain('unsubscribe')
      expect(mails[0]!.headers?.['List-Unsubscribe']).toBeUndefined()
    }
    for (const person of [h.revoked, h.stranger]) expect(alertMailsTo(person.email)).toEqual([])
    // Sending again sends nothing more.
    await sendPending({ db, mailer, publicUrl: TEST_ORIGIN, secret })
    expect(alertMailsTo(h.owner.email)).toHaveLength(1)
  })

  it('a count taken days before it is entered raises no alarm and no e-mail: an inbox message says when and why', async () => {
    const h = await household()
    // Entered now, counted 2 days ago: 40 a minute, "contact your vet" on the result card still.
    const measuredAt = new Date(Date.now() - 2 * 86_400_000).toISOString()
    const result = await logCount(h.owner.client, h.petId, { ...urgentCount, measuredAt, method: 'manual' })
    expect(result.assessment.level).toBe('contact_vet')
    const when = countTimeText(measuredAt, 'Europe/Berlin')
    for (const person of [h.owner, h.editor, h.viewer]) {
      expect(await alertsOf(person.client)).toEqual([])
      const { inbox } = (await (await person.client.get('/api/notifications')).json()) as NotificationsOverview
      expect(inbox.filter((i) => i.kind === 'breathing_note')).toMatchObject([
        {
          title: `Biscuit: 40 breaths per minute on ${when} — count again now`,
          body: `A count of 40 breaths per minute taken on ${when} was entered later by Olivia Owner: it is above 35 breaths per minute. It is more than 12 hours old, so no urgent alert was sent. Count again now while Biscuit is asleep; if the new count is high too, contact your vet today. Call Dr Ana Vega on +49 30 1234 5678.`,
        },
      ])
    }
    const userIds = [h.owner.user.id, h.editor.user.id, h.viewer.user.id]
    expect(await db.select().from(schema.notificationDeliveries).where(inArray(schema.notificationDeliveries.userId, userIds))).toEqual([])
    await sendPending({ db, mailer, publicUrl: TEST_ORIGIN, secret })
    for (const person of [h.owner, h.editor, h.viewer]) expect(alertMailsTo(person.email)).toEqual([])
  })

  it('a normal count, and an urgent count of another pet, notify nobody in this household', async () => {
    const h = await household()
    expect((await logCount(h.owner.client, h.petId, normalCount)).assessment.level).toBe('normal')
    expect((await logCount(h.stranger.client, h.strangerPet, urgentCount)).assessment.level).toBe('contact_vet')
    for (const person of [h.owner, h.editor, h.viewer, h.revoked]) expect(await alertsOf(person.client)).toEqual([])
    expect(await alertsOf(h.stranger.client)).toHaveLength(1)
  })

  it('without a vet on the care team, says so and where to add one; the e-mail lands in the outbox', async () => {
    const h = await household({ withVet: false })
    await logCount(h.owner.client, h.petId, { ...urgentCount, context: 'resting' })
    const [alert] = await alertsOf(h.viewer.client)
    expect(alert).toMatchObject({ vet: null })
    expect(alert!.body).toContain('No vet is on Biscuit’s care team yet: contact your vet, and add one under Care team')

    const outboxDir = await mkdtemp(join(tmpdir(), 'pawpulse-alert-outbox-'))
    afterAll(() => rm(outboxDir, { recursive: true, force: true }))
    const outbox = createMailer({ outboxDir })
    await sendPending({ db, mailer: outbox, publicUrl: TEST_ORIGIN, secret })
    const files = await readdir(outboxDir)
    const emls = await Promise.all(files.map((f) => readFile(join(outboxDir, f), 'utf8')))
    const toViewer = emls.filter((eml) => eml.includes(h.viewer.email))
    expect(toViewer).toHaveLength(1)
    expect(toViewer[0]!.replace(/=\r?\n/g, '')).toContain('No vet is on Biscuit')
    expect(toViewer[0]).toMatch(/Importance: high/i)
  })
})

describe('the e-mail through the outbox names the vet', () => {
  it('writes the vet’s name and phone into the .eml', async () => {
    const h = await household()
    await logCount(h.editor.client, h.petId, urgentCount)
    const outboxDir = await mkdtemp(join(tmpdir(), 'pawpulse-alert-outbox-'))
    afterAll(() => rm(outboxDir, { recursive: true, force: true }))
    await sendPending({ db, mailer: createMailer({ outboxDir }), publicUrl: TEST_ORIGIN, secret })
    const emls = await Promise.all((await readdir(outboxDir)).map((f) => readFile(join(outboxDir, f), 'utf8')))
    const toOwner = emls.filter((eml) => eml.includes(h.owner.email))
    expect(toOwner).toHaveLength(1)
    // The text part is quoted-printable; unfold soft line breaks before reading it.
    const text = toOwner[0]!.replace(/=\r?\n/g, '')
    expect(text).toContain('Dr Ana Vega')
    expect(text).toContain('+49 30 1234 5678')
    expect(text).not.toContain('List-Unsubscribe')
  })
})
