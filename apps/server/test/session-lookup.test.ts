import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '#server/db/schema.ts'
import { verifiedValue } from '#server/auth/session-lookup.ts'
import { createTestApp, createTestUser, testConfig } from './test-app'

const { app, db } = await createTestApp()
const secret = testConfig().authSecret
const DAY = 24 * 60 * 60 * 1000
const sign = (value: string) => encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`)
const withCookie = (cookie: string) => app.request('/api/me', { headers: { cookie } })

async function signedInOwner() {
  const owner = await createTestUser(app)
  const [session] = await db.select().from(sessions).where(eq(sessions.userId, owner.user.id))
  return { ...owner, session: session! }
}

describe('the session behind an API request (decision 033)', () => {
  it('answers with the signed-in user', async () => {
    const { client, user } = await signedInOwner()
    const response = await client.get('/api/me')
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ id: user.id, email: user.email })
  })

  it('refuses a cookie whose signature was changed, and a well-signed token that is no session', async () => {
    const { session } = await signedInOwner()
    const tampered = sign(session.token).replace(/%3D$/, 'A%3D')
    expect((await withCookie(`better-auth.session_token=${tampered}`)).status).toBe(401)
    expect((await withCookie(`better-auth.session_token=${sign('no-such-token')}`)).status).toBe(401)
    expect((await withCookie(`better-auth.session_token=${session.token}`)).status).toBe(401)
  })

  it('sees a change of role on the next request: nothing about the user is kept between requests', async () => {
    const { client, user } = await signedInOwner()
    expect((await client.get('/api/admin/feedback')).status).toBe(403)
    // The role and, as an admin needs it (decision 061), two-factor sign-in.
    await db.update(users).set({ role: 'admin', twoFactorEnabled: true }).where(eq(users.id, user.id))
    expect((await client.get('/api/admin/feedback')).status).toBe(200)
  })

  it('still extends a session used after more than a day, by 30 days from now (Better Auth’s rule)', async () => {
    const { client, session } = await signedInOwner()
    const twoDaysIn = new Date(Date.now() + 28 * DAY)
    await db.update(sessions).set({ expiresAt: twoDaysIn }).where(eq(sessions.id, session.id))
    expect((await client.get('/api/me')).status).toBe(200)
    const [after] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, session.id))
    expect(after!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY)
  })

  it('does not extend a session used within its first day', async () => {
    const { client, session } = await signedInOwner()
    expect((await client.get('/api/me')).status).toBe(200)
    const [after] = await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.id, session.id))
    expect(after!.expiresAt.getTime()).toBe(session.expiresAt.getTime())
  })

  it('signs out an expired session and removes it', async () => {
    const { client, session } = await signedInOwner()
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id))
    expect((await client.get('/api/me')).status).toBe(401)
    expect(await db.select().from(sessions).where(eq(sessions.id, session.id))).toEqual([])
  })
})

describe('verifiedValue: a cookie signed the way Better Auth signs it', () => {
  const value = 'abc123'
  const signed = `${value}.${createHmac('sha256', secret).update(value).digest('base64')}`
  it.each([
    ['a correct signature', signed, value],
    ['another secret’s signature', `${value}.${createHmac('sha256', `${secret}x`).update(value).digest('base64')}`, null],
    ['no signature', value, null],
    ['a signature of the wrong length', `${value}.AAAA`, null],
    ['nothing', undefined, null],
  ])('%s', (_name, cookie, expected) => expect(verifiedValue(cookie, secret)).toBe(expected))
})
