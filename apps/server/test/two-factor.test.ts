import { ADMIN_NEEDS_TWO_FACTOR_MESSAGE } from '@pawpulse/domain/two-factor'
import { describe, expect, it } from 'vitest'
import { confirmEmail, createTestApp, createTestUser, enableTwoFactor, TestClient, uniqueEmail } from './test-app'
import { totpCode } from './totp'

// Two-factor sign-in (decision 061): TOTP with recovery codes, through Better Auth's twoFactor plugin.
const adminEmail = uniqueEmail('admin')
const { app, mailer } = await createTestApp({ adminEmails: [adminEmail] })

async function signIn(email: string, password: string) {
  const client = new TestClient(app)
  const response = await client.post('/api/auth/sign-in/email', { email, password })
  return { client, response, body: (await response.json()) as Record<string, unknown> }
}

async function sessionOf(client: TestClient) {
  return (await client.get('/api/auth/get-session')).json() as Promise<{ user: { id: string; twoFactorEnabled?: boolean } } | null>
}

describe('setting up two-factor sign-in', () => {
  it('asks for the password, and is on only once a code from the app confirms it', async () => {
    const owner = await createTestUser(app)
    const wrongPassword = await owner.client.post('/api/auth/two-factor/enable', { password: 'not my password' })
    expect(wrongPassword.status).toBe(400)

    const enabled = await owner.client.post('/api/auth/two-factor/enable', { password: owner.password })
    expect(enabled.status).toBe(200)
    const { totpURI, backupCodes, totpQrSvg } = (await enabled.json()) as { totpURI: string; backupCodes: string[]; totpQrSvg: string }
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Pawpulse:/)
    expect(totpQrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s)
    expect(backupCodes).toHaveLength(10)

    // Not confirmed yet: the password alone still signs in.
    expect((await signIn(owner.email, owner.password)).client.hasSession()).toBe(true)

    const wrong = await owner.client.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totpCode(totpURI)) })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({ error: { code: 'VALIDATION', fields: { code: expect.stringContaining('not right') } } })
    expect((await sessionOf(owner.client))?.user.twoFactorEnabled).toBe(false)

    const confirmed = await owner.client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })
    expect(confirmed.status).toBe(200)
    expect((await sessionOf(owner.client))?.user.twoFactorEnabled).toBe(true)
  })

  it('is refused to a guest, who has no password to protect', async () => {
    const guest = new TestClient(app)
    await guest.post('/api/auth/sign-in/anonymous')
    expect(guest.hasSession()).toBe(true)
    const response = await guest.post('/api/auth/two-factor/enable', { password: 'anything at all' })
    expect(response.status).toBe(401)
  })

  it('says what a malformed code should look like before checking it', async () => {
    const owner = await createTestUser(app)
    const response = await owner.client.post('/api/auth/two-factor/verify-totp', { code: '12ab' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { fields: { code: 'Enter the 6-digit code from your authenticator app' } } })
  })
})

describe('signing in with two-factor sign-in on', () => {
  it('asks for a code after the password, and a real code from the app opens the session', async () => {
    const owner = await createTestUser(app)
    const { totpURI } = await enableTwoFactor(owner.client, owner.password)

    const { client, response, body } = await signIn(owner.email, owner.password)
    expect(response.status).toBe(200)
    expect(body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
    expect(client.hasSession()).toBe(false)
    expect(await sessionOf(client)).toBeNull()
    expect((await client.get('/api/me')).status).toBe(401)

    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totpCode(totpURI)) })
    expect(wrong.status).toBe(400)
    expect(client.hasSession()).toBe(false)
    expect(await sessionOf(client)).toBeNull()

    // The app shows "123 456"; the spaces are not part of the code.
    const code = totpCode(totpURI)
    const right = await client.post('/api/auth/two-factor/verify-totp', { code: `${code.slice(0, 3)} ${code.slice(3)}` })
    expect(right.status).toBe(200)
    expect(client.hasSession()).toBe(true)
    expect((await sessionOf(client))?.user.id).toBe(owner.user.id)
    expect((await client.get('/api/me')).status).toBe(200)
  })

  it('refuses a code without the password first', async () => {
    const owner = await createTestUser(app)
    const { totpURI } = await enableTwoFactor(owner.client, owner.password)
    const stranger = new TestClient(app)
    const response = await stranger.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })
    expect(response.status).toBe(401)
    expect(stranger.hasSession()).toBe(false)
  })

  it('takes a recovery code once', async () => {
    const owner = await createTestUser(app)
    const { backupCodes } = await enableTwoFactor(owner.client, owner.password)
    const recoveryCode = backupCodes[0]!

    const first = await signIn(owner.email, owner.password)
    const used = await first.client.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCode })
    expect(used.status).toBe(200)
    expect(first.client.hasSession()).toBe(true)
    expect((await sessionOf(first.client))?.user.id).toBe(owner.user.id)

    const second = await signIn(owner.email, owner.password)
    const again = await second.client.post('/api/auth/two-factor/verify-backup-code', { code: recoveryCode })
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ error: { fields: { code: 'That recovery code is not right, or it was already used.' } } })
    expect(second.client.hasSession()).toBe(false)

    const another = await second.client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1]! })
    expect(another.status).toBe(200)
    expect(second.client.hasSession()).toBe(true)
  })

  it('ends the sign-in after five wrong codes; the password must be typed again', async () => {
    const owner = await createTestUser(app)
    const { totpURI } = await enableTwoFactor(owner.client, owner.password)
    const { client } = await signIn(owner.email, owner.password)
    for (let i = 0; i < 5; i++) await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode(totpCode(totpURI)) })
    const right = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })
    expect(right.status).toBe(401)
    expect(client.hasSession()).toBe(false)
  })
})

describe('turning two-factor sign-in off', () => {
  it('asks for the password; then the password alone signs in again', async () => {
    const owner = await createTestUser(app)
    await enableTwoFactor(owner.client, owner.password)
    const wrong = await owner.client.post('/api/auth/two-factor/disable', { password: 'not my password' })
    expect(wrong.status).toBe(400)
    expect((await signIn(owner.email, owner.password)).body).toMatchObject({ twoFactorRedirect: true })

    const off = await owner.client.post('/api/auth/two-factor/disable', { password: owner.password })
    expect(off.status).toBe(200)
    const after = await signIn(owner.email, owner.password)
    expect(after.body).not.toHaveProperty('twoFactorRedirect')
    expect(after.client.hasSession()).toBe(true)
  })
})

describe('the admin role', () => {
  it('gives no admin powers without two-factor sign-in, and says where to turn it on', async () => {
    const admin = await createTestUser(app, { email: adminEmail })
    await confirmEmail(app, mailer.sent, adminEmail)
    expect(await (await admin.client.get('/api/me')).json()).toMatchObject({ role: 'admin' })
    for (const path of ['/api/admin/users', '/api/admin/overview']) {
      const refused = await admin.client.get(path)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: ADMIN_NEEDS_TWO_FACTOR_MESSAGE } })
    }

    await enableTwoFactor(admin.client, admin.password)
    expect((await admin.client.get('/api/admin/users')).status).toBe(200)
    // Better Auth's own admin endpoints (list, ban, impersonate) are not served at all (decision 059).
    expect((await admin.client.get('/api/auth/admin/list-users')).status).toBe(404)

    await admin.client.post('/api/auth/two-factor/disable', { password: admin.password })
    expect((await admin.client.get('/api/admin/users')).status).toBe(403)
  })
})

/** A six-digit code that is not `code` (nor, by construction, any neighbouring step's). */
function wrongCode(code: string) {
  return String((Number(code) + 500_000) % 1_000_000).padStart(6, '0')
}
