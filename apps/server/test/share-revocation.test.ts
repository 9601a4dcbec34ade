import { describe, expect, it } from 'vitest'
import { createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

// Decision 060: what revoking a co-parent or an API key does to the share links they made.
const { app, mailer } = await createTestApp()

type User = Awaited<ReturnType<typeof createTestUser>>
type Share = { id: string; token: string; status: string; expiresAt: string }

async function ownerWithPet() {
  const owner = await createTestUser(app, { name: 'Olivia Owner' })
  const pet = (await (await owner.client.post('/api/pets', { name: 'Pepper', species: 'cat' })).json()) as { id: string }
  return { owner, petId: pet.id }
}

/** A co-parent who accepted an invitation to the pet, with the given access. */
async function coParent(owner: User, petId: string, accessLevel: 'editor' | 'viewer' = 'editor') {
  const email = uniqueEmail('co-parent')
  const invited = await owner.client.post('/api/household/members', { name: 'Sam Sitter', email, petIds: [petId], accessLevel })
  const { id: memberId } = (await invited.json()) as { id: string }
  const mail = mailer.sent.findLast((m) => m.to === email && m.text.includes('/auth?invite='))
  const token = mail!.text.match(/\/auth\?invite=([A-Za-z0-9_-]+)/)![1]
  const member = await createTestUser(app, { email })
  expect((await member.client.post(`/api/invitations/${token}/accept`)).status).toBe(200)
  return { member, memberId }
}

async function share(request: (method: string, path: string, body?: unknown) => Response | Promise<Response>, petId: string) {
  const response = await request('POST', `/api/pets/${petId}/report-shares`, {
    sections: ['breathing'],
    range: { kind: 'relative', days: 30 },
    expiresIn: '30d',
  })
  expect(response.status, await response.clone().text()).toBe(201)
  return (await response.json()) as Share
}
const viaSession = (client: TestClient) => (method: string, path: string, body?: unknown) => client.request(method, path, body)
const viaKey = (secret: string) => (method: string, path: string, body?: unknown) =>
  app.request(path, {
    method,
    headers: { authorization: `Bearer ${secret}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
const opens = async (link: Share) => (await new TestClient(app).get(`/api/shared-reports/${link.token}`)).status
const tokensListedFor = async (client: TestClient, petId: string) =>
  ((await (await client.get(`/api/pets/${petId}/report-shares`)).json()) as { shares: Share[] }).shares.map((s) => s.token)

// Each test signs up an owner and co-parents: slow on a busy two-core machine.
describe('a co-parent’s share links', { timeout: 180_000 }, () => {
  it('a co-parent sees and manages only the links they made; the owner sees all', async () => {
    const { owner, petId } = await ownerWithPet()
    const { member } = await coParent(owner, petId)
    const ownersLink = await share(viaSession(owner.client), petId)
    const membersLink = await share(viaSession(member.client), petId)
    expect(await tokensListedFor(member.client, petId)).toEqual([membersLink.token])
    expect((await tokensListedFor(owner.client, petId)).sort()).toEqual([ownersLink.token, membersLink.token].sort())
    expect((await member.client.post(`/api/pets/${petId}/report-shares/${ownersLink.id}/revoke`)).status).toBe(404)
    expect((await member.client.request('DELETE', `/api/pets/${petId}/report-shares/${ownersLink.id}`)).status).toBe(404)
    expect((await member.client.get(`/api/my-shared-reports/${ownersLink.token}`)).status).toBe(404)
    expect((await member.client.get(`/api/my-shared-reports/${membersLink.token}`)).status).toBe(200)
    expect(await opens(ownersLink)).toBe(200)
  })

  it('revoking the co-parent revokes the links they made, and only those', async () => {
    const { owner, petId } = await ownerWithPet()
    const { member, memberId } = await coParent(owner, petId)
    const ownersLink = await share(viaSession(owner.client), petId)
    const membersLink = await share(viaSession(member.client), petId)
    expect(await opens(membersLink)).toBe(200)
    expect((await owner.client.request('PATCH', `/api/household/members/${memberId}`, { status: 'revoked' })).status).toBe(200)
    expect(await opens(membersLink)).toBe(404)
    expect(await opens(ownersLink)).toBe(200)
    // The owner still sees the link, as revoked.
    const listed = ((await (await owner.client.get(`/api/pets/${petId}/report-shares`)).json()) as { shares: Share[] }).shares
    expect(listed.find((s) => s.id === membersLink.id)?.status).toBe('revoked')
  })

  it('making the co-parent a viewer, or removing them, revokes their links too', async () => {
    const { owner, petId } = await ownerWithPet()
    const first = await coParent(owner, petId)
    const second = await coParent(owner, petId)
    const firstLink = await share(viaSession(first.member.client), petId)
    const secondLink = await share(viaSession(second.member.client), petId)
    expect((await owner.client.request('PATCH', `/api/household/members/${first.memberId}`, { accessLevel: 'viewer' })).status).toBe(200)
    expect((await owner.client.request('DELETE', `/api/household/members/${second.memberId}`)).status).toBe(204)
    expect([await opens(firstLink), await opens(secondLink)]).toEqual([404, 404])
  })
})

describe('share links made with an API key', { timeout: 180_000 }, () => {
  it('are revoked with the key, and never outlive it', async () => {
    const { owner, petId } = await ownerWithPet()
    const created = await owner.client.post('/api/me/api-keys', {
      name: 'Tablet',
      access: 'read_write',
      petIds: [petId],
      expiresOn: '2099-01-31',
    })
    expect(created.status).toBe(201)
    const { key, secret } = (await created.json()) as { key: { id: string; expiresAt: string }; secret: string }
    const withKey = await share(viaKey(secret), petId)
    const withSession = await share(viaSession(owner.client), petId)
    expect(Date.parse(withKey.expiresAt)).toBeLessThanOrEqual(Date.parse(key.expiresAt))
    expect(await opens(withKey)).toBe(200)
    expect((await owner.client.request('DELETE', `/api/me/api-keys/${key.id}`)).status).toBe(204)
    expect(await opens(withKey)).toBe(404)
    expect(await opens(withSession)).toBe(200)
  })

  it('a link made with a key that expires sooner than the link would ends with the key', async () => {
    const { owner, petId } = await ownerWithPet()
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    const created = await owner.client.post('/api/me/api-keys', { name: 'Tablet', access: 'read_write', petIds: [petId], expiresOn: soon })
    const { key, secret } = (await created.json()) as { key: { expiresAt: string }; secret: string }
    const withKey = await share(viaKey(secret), petId)
    expect(withKey.expiresAt).toBe(new Date(key.expiresAt).toISOString())
  })
})
