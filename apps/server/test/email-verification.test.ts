import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createApp } from '#server/app.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { createLogger } from '#server/lib/logger.ts'
import { linkIn, mailsTo, redirectOf, waitForMail } from './mail-links'
import { createTestApp, createTestUser, testConfig, TestClient, uniqueEmail, cheapPasswordHasher } from './test-app'

const { app, database, mailer } = await createTestApp()
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }

const CONFIRM_SUBJECT = 'Confirm your e-mail address for Pawpulse'

async function profileOf(client: TestClient) {
  return (await (await client.get('/api/me')).json()) as { email: string | null; emailVerified: boolean }
}

/** A verification token as Better Auth signs them (HS256 with the auth secret), for links it never sent. */
function signedToken(payload: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256' })}.${part(payload)}`
  return `${unsigned}.${createHmac('sha256', testConfig().authSecret).update(unsigned).digest('base64url')}`
}

const verifyLink = (token: string) =>
  `/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent('/verify-email?result=confirmed')}`

describe('e-mail confirmation at sign-up', () => {
  it('mails a link that confirms the address; the account is usable before that', async () => {
    const owner = await createTestUser(app, { name: 'Vera Verify' })
    expect(await profileOf(owner.client)).toMatchObject({ email: owner.email, emailVerified: false })
    expect((await owner.client.post('/api/pets', { name: 'Biscuit', species: 'dog' })).status).toBe(201)

    const mail = await waitForMail(mailer.sent, owner.email, CONFIRM_SUBJECT)
    expect(mail.text).toMatch(/^Hi Vera Verify,/)
    // Opened in another browser, with no session: the link alone confirms, and signs nobody in.
    const elsewhere = new TestClient(app)
    const page = redirectOf(await elsewhere.get(linkIn(mail, 'Confirm my e-mail address')))
    expect(page.pathname + page.search).toBe('/verify-email?result=confirmed')
    expect(elsewhere.hasSession()).toBe(false)
    expect(await profileOf(owner.client)).toMatchObject({ emailVerified: true })

    // Opening it again lands on the same confirmation.
    expect(redirectOf(await elsewhere.get(linkIn(mail, 'Confirm my e-mail address'))).search).toBe('?result=confirmed')
  })

  it('sends guests nothing, and a guest who signs up gets the mail at the real address', async () => {
    const guest = new TestClient(app)
    const { user } = (await (await guest.post('/api/auth/sign-in/anonymous')).json()) as { user: { email: string } }
    expect(await profileOf(guest)).toMatchObject({ email: null, emailVerified: false })

    const email = uniqueEmail('converted')
    expect((await guest.post('/api/auth/sign-up/email', { name: 'Gwen Guest', email, password: 'long enough' })).status).toBe(200)
    await waitForMail(mailer.sent, email, CONFIRM_SUBJECT)
    expect(mailsTo(mailer.sent, user.email)).toEqual([])
  })

  it.each([
    ['an expired link', () => signedToken({ email: 'someone@example.com', iat: 1_700_000_000, exp: 1_700_000_060 }), 'TOKEN_EXPIRED'],
    ['a tampered link', () => `${signedToken({ email: 'someone@example.com', exp: 4_000_000_000 })}x`, 'INVALID_TOKEN'],
    ['a made-up link', () => 'not-a-token', 'INVALID_TOKEN'],
    ['a link for an address with no account', () => signedToken({ email: 'gone@example.com', exp: 4_000_000_000 }), 'USER_NOT_FOUND'],
  ])('sends %s to the page with the reason', async (_, token, reason) => {
    const page = redirectOf(await new TestClient(app).get(verifyLink(token())))
    expect(page.pathname).toBe('/verify-email')
    expect(Object.fromEntries(page.searchParams)).toEqual({ result: 'confirmed', error: reason })
  })
})

describe('asking for the confirmation again', () => {
  it('mails a fresh link to the signed-in account', async () => {
    const owner = await createTestUser(app)
    await waitForMail(mailer.sent, owner.email, CONFIRM_SUBJECT)
    const resend = await owner.client.post('/api/auth/send-verification-email', { email: owner.email })
    expect(resend.status).toBe(200)
    expect(mailsTo(mailer.sent, owner.email, CONFIRM_SUBJECT)).toHaveLength(2)
  })

  it('says so when the address is already confirmed', async () => {
    const owner = await createTestUser(app)
    const mail = await waitForMail(mailer.sent, owner.email, CONFIRM_SUBJECT)
    await new TestClient(app).get(linkIn(mail, 'Confirm my e-mail address'))
    const resend = await owner.client.post('/api/auth/send-verification-email', { email: owner.email })
    expect(resend.status).toBe(409)
    expect(await resend.json()).toEqual({ error: { code: 'CONFLICT', message: 'Your e-mail address is already confirmed.' } })
  })

  it('only for the account’s own address, and never for guests or strangers', async () => {
    const owner = await createTestUser(app)
    const other = await owner.client.post('/api/auth/send-verification-email', { email: uniqueEmail('victim') })
    expect(other.status).toBe(400)
    expect(((await other.json()) as ErrorJson).error.fields).toEqual({ email: 'This is not the e-mail address of your account.' })

    const guest = new TestClient(app)
    await guest.post('/api/auth/sign-in/anonymous')
    const fromGuest = await guest.post('/api/auth/send-verification-email', { email: owner.email })
    expect(fromGuest.status).toBe(401)
    const fromNobody = await new TestClient(app).post('/api/auth/send-verification-email', { email: owner.email })
    expect(fromNobody.status).toBe(401)
    expect(await fromNobody.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } })
  })

  it('reports a mail that could not be sent, instead of claiming it was', async () => {
    const owner = await createTestUser(app)
    const mailIsDown = createApp({
      config: testConfig(),
      database,
      log: createLogger('silent'),
      fileStore: createMemoryFileStore(),
      mailer: {
        async send() {
          throw new Error('SMTP unreachable')
        },
      },
      version: 'test',
      passwordHasher: cheapPasswordHasher,
    })
    const client = new TestClient(mailIsDown)
    expect((await client.post('/api/auth/sign-in/email', { email: owner.email, password: owner.password })).status).toBe(200)
    const resend = await client.post('/api/auth/send-verification-email', { email: owner.email })
    expect(resend.status).toBe(503)
    expect(await resend.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The e-mail could not be sent right now. Please try again in a few minutes.' },
    })
  })
})
