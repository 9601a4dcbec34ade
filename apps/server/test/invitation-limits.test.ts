import * as schema from '#server/db/schema.ts'
import { describe, expect, it } from 'vitest'
import { createTestApp, createTestUser, uniqueEmail } from './test-app'

// The production limits: 10 invitation mails an hour per account, 3 a day per address.
const { app, db, mailer } = await createTestApp({
  invitationLimits: { perAccount: { window: 3600, max: 10 }, perRecipient: { window: 86_400, max: 3 } },
})

type User = Awaited<ReturnType<typeof createTestUser>>

async function petOf(user: User, name = 'Pepper') {
  const [pet] = await db.insert(schema.pets).values({ userId: user.user.id, name, species: 'dog' }).returning()
  return pet!
}

const invite = (by: User, petId: string, email = uniqueEmail('member')) =>
  by.client.post('/api/household/members', { name: 'Sam Sitter', email, petIds: [petId] })
const invitationsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email && mail.text.includes('/auth?invite='))

// Each test signs several accounts up: minutes on a busy two-core machine.
describe('invitation e-mails', { timeout: 180_000 }, () => {
  it('an account sends at most 10 an hour, new and resent together; then 429 in the error shape', async () => {
    const owner = await createTestUser(app)
    const pet = await petOf(owner)
    const statuses: number[] = []
    const first = await invite(owner, pet.id)
    const { id } = (await first.json()) as { id: string }
    statuses.push(first.status)
    // One resend counts too (each to a new address, so only the account's limit can trip).
    statuses.push((await owner.client.post(`/api/household/members/${id}/resend`)).status)
    for (let i = 0; i < 9; i++) statuses.push((await invite(owner, pet.id)).status)
    expect(statuses).toEqual([201, 200, ...Array(8).fill(201), 429])
    const refused = await owner.client.post(`/api/household/members/${id}/resend`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'You have sent too many invitations. Please wait an hour and try again.' },
    })
    // The refused invitation was not kept: the first and the eight after it are.
    const { members } = (await (await owner.client.get('/api/household/members')).json()) as { members: unknown[] }
    expect(members).toHaveLength(9)
  })

  it('one address gets at most 3 a day, whoever sends them', async () => {
    const target = uniqueEmail('target')
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const owner = await createTestUser(app)
      statuses.push((await invite(owner, (await petOf(owner)).id, target)).status)
    }
    expect(statuses).toEqual([201, 201, 201, 429])
    expect(invitationsTo(target)).toHaveLength(3)
  })

  it('resending to one address stops at 3 a day too', async () => {
    const owner = await createTestUser(app)
    const email = uniqueEmail('member')
    const created = (await (await invite(owner, (await petOf(owner)).id, email)).json()) as { id: string }
    const resend = () => owner.client.post(`/api/household/members/${created.id}/resend`)
    expect([(await resend()).status, (await resend()).status]).toEqual([200, 200])
    const refused = await resend()
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'This address has received too many invitations today. Please try again tomorrow.',
        fields: { email: 'This address has received too many invitations today. Please try again tomorrow.' },
      },
    })
    expect(invitationsTo(email)).toHaveLength(3)
  })

  it('carry no text the inviter chose in the subject', async () => {
    const owner = await createTestUser(app, { name: 'Free prize at https://evil.example' })
    const email = uniqueEmail('member')
    expect((await invite(owner, (await petOf(owner, 'Win at http://evil.example')).id, email)).status).toBe(201)
    const [mail] = invitationsTo(email)
    expect(mail?.subject).toBe('You are invited to help care for a pet on Pawpulse')
  })
})
