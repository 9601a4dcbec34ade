import { createHash } from 'node:crypto'
import type { HouseholdMember } from '@pawpulse/domain/household'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import * as schema from '#server/db/schema.ts'
import { assertPetAccess, findPetAccess } from '#server/core/pet-access.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import type { Mail } from '#server/lib/mailer.ts'
import { createTestApp, createTestUser, TEST_ORIGIN, testConfig, TestClient, uniqueEmail, cheapPasswordHasher } from './test-app'

const { app, database, db, mailer } = await createTestApp()

type User = Awaited<ReturnType<typeof createTestUser>>
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }

// Sign-ups are rate-limited per address (20 a minute) and every request here comes from one, so
// the owner and the stranger are shared; each test adds its own pets and fresh members.
const owner = await createTestUser(app, { name: 'Olivia Owner' })
const stranger = await createTestUser(app)

async function addPets(user: User, names: string[]) {
  return db
    .insert(schema.pets)
    .values(names.map((name) => ({ userId: user.user.id, name, species: 'dog' })))
    .returning()
}

async function invite(fields: Record<string, unknown>, by: User = owner) {
  return by.client.post('/api/household/members', { name: 'Sam Sitter', email: uniqueEmail('member'), ...fields })
}

async function membersOf(user: User) {
  const { members } = (await (await user.client.get('/api/household/members')).json()) as { members: HouseholdMember[] }
  return members
}

/** The invitations sent to `email` (a member with an account also got its sign-up confirmation mail). */
function mailsTo(email: string) {
  return mailer.sent.filter((mail) => mail.to === email && mail.text.includes('/auth?invite='))
}

/** The token from the link in the mail's text, e.g. http://localhost:3000/auth?invite=abc… */
function tokenIn(mail: Mail | undefined) {
  const match = mail?.text.match(/\/auth\?invite=([A-Za-z0-9_-]+)/)
  if (!match?.[1]) throw new Error(`no invitation link in ${mail?.text}`)
  return match[1]
}

async function sharedPetsOf(user: User) {
  const { pets } = (await (await user.client.get('/api/pets')).json()) as { pets: { id: string; name: string; access: string }[] }
  return pets.map((p) => [p.name, p.access])
}

/** A new pet of the owner's, and a new member who accepted an invitation to it. */
async function activeMember({ by = owner, accessLevel = 'editor' }: { by?: User; accessLevel?: 'editor' | 'viewer' } = {}) {
  const [pet] = await addPets(by, ['Pepper'])
  const member = await createTestUser(app, { email: uniqueEmail('member') })
  const created = (await (await invite({ email: member.email, petIds: [pet!.id], accessLevel }, by)).json()) as HouseholdMember
  const accept = await member.client.post(`/api/invitations/${tokenIn(mailsTo(member.email)[0])}/accept`)
  expect(accept.status).toBe(200)
  return { member, pet: pet!, memberId: created.id }
}

describe('inviting a household member', () => {
  it('e-mails a single-use link and records that the invitation was sent', async () => {
    const pets = await addPets(owner, ['Pepper', 'Miso'])
    const email = uniqueEmail('co-parent')
    const response = await invite({ email, relationship: 'Partner', petIds: pets.map((p) => p.id) })
    expect(response.status).toBe(201)
    const member = (await response.json()) as HouseholdMember
    expect(member).toMatchObject({
      email,
      relationship: 'Partner',
      status: 'invited',
      accessLevel: 'editor',
      inviteSent: true,
      hasAccepted: false,
    })
    expect(member.petIds.toSorted()).toEqual(pets.map((p) => p.id).toSorted())

    const [mail] = mailsTo(email)
    expect(mail?.subject).toBe('You are invited to help care for 2 pets on Pawpulse')
    expect(mail?.text).toContain(`${TEST_ORIGIN}/auth?invite=`)
    const token = tokenIn(mail)
    expect(token).toHaveLength(43)
    // Only the hash is kept: the database alone cannot open the invitation.
    const [row] = await db.select().from(schema.householdMembers).where(eq(schema.householdMembers.id, member.id))
    expect(row?.inviteTokenHash).toBe(createHash('sha256').update(token).digest('hex'))

    // The invitee sees what they are invited to before having an account.
    const preview = await app.request(`/api/invitations/${token}`)
    expect(preview.status).toBe(200)
    expect(await preview.json()).toMatchObject({
      ownerName: 'Olivia Owner',
      memberName: 'Sam Sitter',
      email,
      petNames: ['Miso', 'Pepper'],
      accessLevel: 'editor',
    })
  })

  it('lets the invitee who signs up with that e-mail see and edit the shared pet, once', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const email = uniqueEmail('co-parent')
    const created = (await (await invite({ email, petIds: [pet!.id] })).json()) as HouseholdMember
    const token = tokenIn(mailsTo(email)[0])

    const member = await createTestUser(app, { email })
    const accept = await member.client.post(`/api/invitations/${token}/accept`)
    expect(accept.status).toBe(200)
    expect(await accept.json()).toEqual({ petIds: [pet!.id] })
    expect(await sharedPetsOf(member)).toEqual([['Pepper', 'editor']])
    expect(await findPetAccess({ db, userId: member.user.id, petId: pet!.id })).toBe('editor')
    expect((await membersOf(owner)).find((m) => m.id === created.id)).toMatchObject({ status: 'active', hasAccepted: true })

    const again = await member.client.post(`/api/invitations/${token}/accept`)
    expect(again.status).toBe(404)
    expect(((await again.json()) as ErrorJson).error.message).toBe('This invitation is not valid or has expired.')
    expect((await app.request(`/api/invitations/${token}`)).status).toBe(404)
  })

  it('refuses an expired link', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const member = await createTestUser(app)
    const created = (await (await invite({ email: member.email, petIds: [pet!.id] })).json()) as HouseholdMember
    await db
      .update(schema.householdMembers)
      .set({ inviteExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.householdMembers.id, created.id))
    const token = tokenIn(mailsTo(member.email)[0])

    expect((await app.request(`/api/invitations/${token}`)).status).toBe(404)
    expect((await member.client.post(`/api/invitations/${token}/accept`)).status).toBe(404)
    expect(await sharedPetsOf(member)).toEqual([])
  })

  it('refuses an account with another e-mail, without using up the link', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const email = uniqueEmail('invitee')
    await invite({ email, petIds: [pet!.id] })
    const token = tokenIn(mailsTo(email)[0])

    const response = await stranger.client.post(`/api/invitations/${token}/accept`)
    expect(response.status).toBe(403)
    expect(((await response.json()) as ErrorJson).error.message).toBe('This invitation was sent to another e-mail address.')
    expect(await findPetAccess({ db, userId: stranger.user.id, petId: pet!.id })).toBeNull()

    const invitee = await createTestUser(app, { email })
    expect((await invitee.client.post(`/api/invitations/${token}/accept`)).status).toBe(200)
  })

  it('does not let the owner accept their own invitation', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const email = uniqueEmail('invitee')
    await invite({ email, petIds: [pet!.id] })
    const response = await owner.client.post(`/api/invitations/${tokenIn(mailsTo(email)[0])}/accept`)
    expect(response.status).toBe(400)
  })

  it('refuses inviting yourself or an e-mail already invited', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const self = await invite({ email: owner.email.toUpperCase(), petIds: [pet!.id] })
    expect(self.status).toBe(400)
    expect(((await self.json()) as ErrorJson).error.fields).toHaveProperty('email')
    expect(mailsTo(owner.email)).toEqual([])

    const email = uniqueEmail('twice')
    expect((await invite({ email, petIds: [pet!.id] })).status).toBe(201)
    const twice = await invite({ email: email.toUpperCase(), petIds: [pet!.id] })
    expect(twice.status).toBe(409)
    expect(((await twice.json()) as ErrorJson).error.code).toBe('CONFLICT')
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('refuses a pet the owner does not own, and leaves no member and no mail behind', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const [notYours] = await addPets(stranger, ['Not Yours'])
    const email = uniqueEmail('member')
    const response = await invite({ email, petIds: [pet!.id, notYours!.id] })
    expect(response.status).toBe(404)
    expect(((await response.json()) as ErrorJson).error.message).toBe('Pet not found')
    expect(await db.select().from(schema.householdMembers).where(eq(schema.householdMembers.email, email))).toEqual([])
    expect(mailsTo(email)).toEqual([])
  })

  it('names the fields that are not valid', async () => {
    const response = await invite({ email: 'not-an-e-mail', petIds: [] })
    expect(response.status).toBe(400)
    const { error } = (await response.json()) as ErrorJson
    expect(error.fields).toMatchObject({ email: 'Enter a valid e-mail address', petIds: 'Choose at least one pet to share' })
  })

  it('escapes HTML in names in the e-mail', async () => {
    const [pet] = await addPets(owner, ['<i>Rex</i>'])
    const email = uniqueEmail('member')
    await invite({ name: '<b>Sam</b> & "Co"', email, petIds: [pet!.id] })
    const [mail] = mailsTo(email)
    expect(mail?.html).toContain('Hi &lt;b&gt;Sam&lt;/b&gt; &amp; &quot;Co&quot;,')
    expect(mail?.html).toContain('&lt;i&gt;Rex&lt;/i&gt;')
    expect(mail?.html).not.toMatch(/<b>|<i>/)
    expect(mail?.text).toContain('Hi <b>Sam</b> & "Co",')
  })

  it('keeps the member when the e-mail cannot be sent, so the owner can send it again', async () => {
    let isMailDown = true
    const sent: Mail[] = []
    const flakyApp = createApp({
      config: testConfig(),
      database,
      log: createLogger('silent'),
      fileStore: createMemoryFileStore(),
      mailer: {
        async send(mail) {
          if (isMailDown) throw new Error('SMTP unreachable')
          sent.push(mail)
        },
      },
      version: 'test',
      passwordHasher: cheapPasswordHasher,
    })
    const client = new TestClient(flakyApp)
    expect((await client.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200)
    const [pet] = await addPets(owner, ['Pepper'])

    const response = await client.post('/api/household/members', { name: 'Sam', email: uniqueEmail('member'), petIds: [pet!.id] })
    expect(response.status).toBe(201)
    const member = (await response.json()) as HouseholdMember
    expect(member.inviteSent).toBe(false)
    expect((await membersOf(owner)).find((m) => m.id === member.id)).toMatchObject({ status: 'invited', inviteSent: false })

    isMailDown = false
    const resend = await client.post(`/api/household/members/${member.id}/resend`)
    expect(((await resend.json()) as HouseholdMember).inviteSent).toBe(true)
    expect(sent.map((m) => m.to)).toEqual([member.email])
  })
})

describe('sending an invitation again', () => {
  it('sends a new link and the old one stops working', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const email = uniqueEmail('member')
    const created = (await (await invite({ email, petIds: [pet!.id] })).json()) as HouseholdMember
    const oldToken = tokenIn(mailsTo(email)[0])

    const response = await owner.client.post(`/api/household/members/${created.id}/resend`)
    expect(response.status).toBe(200)
    const newToken = tokenIn(mailsTo(email)[1])
    expect(newToken).not.toBe(oldToken)
    expect((await app.request(`/api/invitations/${oldToken}`)).status).toBe(404)
    expect((await app.request(`/api/invitations/${newToken}`)).status).toBe(200)
  })

  it('is only for pending invitations', async () => {
    const { memberId } = await activeMember()
    expect((await owner.client.post(`/api/household/members/${memberId}/resend`)).status).toBe(409)
  })
})

describe('access levels', () => {
  it('lets a viewer see the pet but not change it', async () => {
    const { member, pet, memberId } = await activeMember()
    const response = await owner.client.request('PATCH', `/api/household/members/${memberId}`, { accessLevel: 'viewer' })
    expect(response.status).toBe(200)
    expect(((await response.json()) as HouseholdMember).accessLevel).toBe('viewer')

    expect(await sharedPetsOf(member)).toEqual([['Pepper', 'viewer']])
    await expect(assertPetAccess({ db, userId: member.user.id, petId: pet.id, need: 'read' })).resolves.toMatchObject({ access: 'viewer' })
    await expect(assertPetAccess({ db, userId: member.user.id, petId: pet.id, need: 'write' })).rejects.toMatchObject({ code: 'FORBIDDEN' })
  })

  it('takes access away at once when revoked, and gives it back when restored', async () => {
    const { member, pet, memberId } = await activeMember()
    const revoke = await owner.client.request('PATCH', `/api/household/members/${memberId}`, { status: 'revoked' })
    expect(((await revoke.json()) as HouseholdMember).status).toBe('revoked')
    expect(await sharedPetsOf(member)).toEqual([])
    expect(await findPetAccess({ db, userId: member.user.id, petId: pet.id })).toBeNull()

    await owner.client.request('PATCH', `/api/household/members/${memberId}`, { status: 'active' })
    expect(await sharedPetsOf(member)).toEqual([['Pepper', 'editor']])
  })

  it('cannot activate someone who never accepted; a revoked link stops working, a new invitation works', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const email = uniqueEmail('member')
    const created = (await (await invite({ email, petIds: [pet!.id] })).json()) as HouseholdMember
    const activate = await owner.client.request('PATCH', `/api/household/members/${created.id}`, { status: 'active' })
    expect(activate.status).toBe(400)
    expect(((await activate.json()) as ErrorJson).error.fields).toHaveProperty('status')

    await owner.client.request('PATCH', `/api/household/members/${created.id}`, { status: 'revoked' })
    const invitee = await createTestUser(app, { email })
    expect((await invitee.client.post(`/api/invitations/${tokenIn(mailsTo(email)[0])}/accept`)).status).toBe(404)
    expect(await sharedPetsOf(invitee)).toEqual([])

    // The way back is a new invitation, which a revoked one does not block.
    expect((await invite({ email, petIds: [pet!.id] })).status).toBe(201)
    expect((await invitee.client.post(`/api/invitations/${tokenIn(mailsTo(email)[1])}/accept`)).status).toBe(200)
    expect(await sharedPetsOf(invitee)).toEqual([['Pepper', 'editor']])
  })

  it('changes which pets are shared, only among the owner’s own', async () => {
    const { member, memberId } = await activeMember()
    const [biscuit] = await addPets(owner, ['Biscuit'])
    const [notYours] = await addPets(stranger, ['Not Yours'])

    const foreign = await owner.client.request('PATCH', `/api/household/members/${memberId}`, { petIds: [notYours!.id] })
    expect(foreign.status).toBe(404)
    expect(await sharedPetsOf(member)).toEqual([['Pepper', 'editor']])

    const response = await owner.client.request('PATCH', `/api/household/members/${memberId}`, { petIds: [biscuit!.id] })
    expect(((await response.json()) as HouseholdMember).petIds).toEqual([biscuit!.id])
    expect(await sharedPetsOf(member)).toEqual([['Biscuit', 'editor']])
  })
})

describe('removing a member', () => {
  it('ends their access at once', async () => {
    const { member, pet, memberId } = await activeMember()
    const response = await owner.client.request('DELETE', `/api/household/members/${memberId}`)
    expect(response.status).toBe(204)
    expect(await sharedPetsOf(member)).toEqual([])
    expect(await findPetAccess({ db, userId: member.user.id, petId: pet.id })).toBeNull()
    expect(await db.select().from(schema.householdMemberPets).where(eq(schema.householdMemberPets.memberId, memberId))).toEqual([])
    expect((await membersOf(owner)).map((m) => m.id)).not.toContain(memberId)
    expect((await owner.client.request('DELETE', `/api/household/members/${memberId}`)).status).toBe(404)
  })
})

describe('who may do what', () => {
  it('hides one owner’s members from another owner on every route', async () => {
    const { member, memberId } = await activeMember()
    expect(await membersOf(stranger)).toEqual([])
    const path = `/api/household/members/${memberId}`
    expect((await stranger.client.request('PATCH', path, { status: 'revoked' })).status).toBe(404)
    expect((await stranger.client.request('DELETE', path)).status).toBe(404)
    expect((await stranger.client.post(`${path}/resend`)).status).toBe(404)
    // The member they tried to touch still has access.
    expect(await sharedPetsOf(member)).toEqual([['Pepper', 'editor']])
  })

  it('asks guests to create an account', async () => {
    const [pet] = await addPets(owner, ['Pepper'])
    const guest = new TestClient(app)
    expect((await guest.post('/api/auth/sign-in/anonymous')).status).toBe(200)
    expect((await guest.get('/api/household/members')).status).toBe(401)
    expect((await guest.post('/api/household/members', { name: 'X', email: uniqueEmail(), petIds: [pet!.id] })).status).toBe(401)
    expect((await guest.post('/api/invitations/anything/accept')).status).toBe(401)
  })

  it('lists the owner’s members newest first with their pets', async () => {
    const [pepper, miso] = await addPets(owner, ['Pepper', 'Miso'])
    const first = (await (await invite({ name: 'First', petIds: [pepper!.id] })).json()) as HouseholdMember
    const second = (await (await invite({ name: 'Second', petIds: [miso!.id], accessLevel: 'viewer' })).json()) as HouseholdMember
    const listed = (await membersOf(owner)).filter((m) => m.id === first.id || m.id === second.id)
    expect(listed.map((m) => [m.name, m.petIds, m.accessLevel])).toEqual([
      ['Second', [miso!.id], 'viewer'],
      ['First', [pepper!.id], 'editor'],
    ])
  })
})

describe('deleting accounts', () => {
  it('keeps the member row, without access, when the member’s account is deleted', async () => {
    const { member, memberId } = await activeMember()
    await db.delete(schema.users).where(eq(schema.users.id, member.user.id))
    expect((await membersOf(owner)).find((m) => m.id === memberId)).toMatchObject({ status: 'active', hasAccepted: false })
  })

  it('removes the owner’s members and the access they gave with the owner’s account', async () => {
    const otherOwner = await createTestUser(app)
    const { member, memberId } = await activeMember({ by: otherOwner })
    await db.delete(schema.users).where(eq(schema.users.id, otherOwner.user.id))
    expect(await db.select().from(schema.householdMembers).where(eq(schema.householdMembers.id, memberId))).toEqual([])
    expect(await sharedPetsOf(member)).toEqual([])
  })
})
