import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import * as schema from '#server/db/schema.ts'
import { linkIn, mailsTo, redirectOf, waitForMail } from './mail-links'
import { createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

const { app, db, mailer } = await createTestApp()
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }

const RESET_SUBJECT = 'Reset your Pawpulse password'
const sameAnswer = { status: true, message: 'If this email exists in our system, check your email for the reset link' }

/** Asks for the reset mail and follows its link as a browser would: the token the reset page gets. */
async function resetTokenFor(email: string) {
  const asked = await new TestClient(app).post('/api/auth/request-password-reset', { email })
  expect(asked.status).toBe(200)
  const mail = await waitForMail(mailer.sent, email, RESET_SUBJECT)
  const page = redirectOf(await new TestClient(app).get(linkIn(mail, 'Choose a new password')))
  expect(page.pathname).toBe('/reset-password')
  const token = page.searchParams.get('token')
  expect(token).toBeTruthy()
  return { token: token!, link: linkIn(mail, 'Choose a new password'), mail }
}

async function signIn(email: string, password: string) {
  return new TestClient(app).post('/api/auth/sign-in/email', { email, password })
}

describe('forgot password', () => {
  it('mails a link that sets a new password and signs every device out', async () => {
    const owner = await createTestUser(app, { name: 'Rita Reset' })
    const { token, mail } = await resetTokenFor(owner.email)
    expect(mail.text).toMatch(/^Hi Rita Reset,/)
    expect(mail.text).toContain('The link works once and expires in 60 minutes.')
    expect(mail.html).toContain('<a href="http://localhost:3000/api/auth/reset-password/')

    const reset = await new TestClient(app).post('/api/auth/reset-password', { token, newPassword: 'a brand new secret' })
    expect(reset.status).toBe(200)

    expect((await owner.client.get('/api/me')).status).toBe(401)
    expect((await signIn(owner.email, owner.password)).status).toBe(401)
    expect((await signIn(owner.email, 'a brand new secret')).status).toBe(200)
  })

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const owner = await createTestUser(app)
    const nobody = uniqueEmail('nobody')
    const known = await new TestClient(app).post('/api/auth/request-password-reset', { email: owner.email })
    const unknown = await new TestClient(app).post('/api/auth/request-password-reset', { email: nobody })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.json()).toEqual(sameAnswer)
    expect(await unknown.json()).toEqual(sameAnswer)
    await waitForMail(mailer.sent, owner.email, RESET_SUBJECT)
    expect(mailsTo(mailer.sent, nobody)).toEqual([])
  })

  it('sends nothing for a guest, who has no password', async () => {
    const guest = new TestClient(app)
    const { user } = (await (await guest.post('/api/auth/sign-in/anonymous')).json()) as { user: { email: string } }
    const answer = await new TestClient(app).post('/api/auth/request-password-reset', { email: user.email })
    expect(await answer.json()).toEqual(sameAnswer)
    const owner = await createTestUser(app)
    await new TestClient(app).post('/api/auth/request-password-reset', { email: owner.email })
    await waitForMail(mailer.sent, owner.email, RESET_SUBJECT)
    expect(mailsTo(mailer.sent, user.email)).toEqual([])
  })

  it('works once: a used link is explained, both on opening it and on submitting', async () => {
    const owner = await createTestUser(app)
    const { token, link } = await resetTokenFor(owner.email)
    expect((await new TestClient(app).post('/api/auth/reset-password', { token, newPassword: 'first new secret' })).status).toBe(200)

    const again = await new TestClient(app).post('/api/auth/reset-password', { token, newPassword: 'second new secret' })
    expect(again.status).toBe(400)
    expect(await again.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'This link has expired or was already used. Ask for a new one.',
        fields: { token: 'This link has expired or was already used. Ask for a new one.' },
      },
    })
    const reopened = redirectOf(await new TestClient(app).get(link))
    expect(reopened.pathname).toBe('/reset-password')
    expect(reopened.searchParams.get('error')).toBe('INVALID_TOKEN')
    expect((await signIn(owner.email, 'first new secret')).status).toBe(200)
  })

  it('refuses an expired link and keeps the old password', async () => {
    const owner = await createTestUser(app)
    const { token, link } = await resetTokenFor(owner.email)
    await db
      .update(schema.verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.verifications.identifier, `reset-password:${token}`))

    expect(redirectOf(await new TestClient(app).get(link)).searchParams.get('error')).toBe('INVALID_TOKEN')
    const reset = await new TestClient(app).post('/api/auth/reset-password', { token, newPassword: 'too late secret' })
    expect(reset.status).toBe(400)
    expect(((await reset.json()) as ErrorJson).error.fields).toEqual({
      token: 'This link has expired or was already used. Ask for a new one.',
    })
    expect((await signIn(owner.email, owner.password)).status).toBe(200)
  })

  it.each([
    [
      { token: 'made-up-token', newPassword: 'long enough' },
      400,
      { token: 'This link has expired or was already used. Ask for a new one.' },
    ],
    [{ token: 'made-up-token', newPassword: 'short' }, 400, { newPassword: 'New password must be at least 8 characters' }],
    [{ newPassword: 'long enough' }, 400, { token: 'This reset link is incomplete. Open the link from the e-mail again.' }],
  ])('names what is wrong with %j', async (body, status, fields) => {
    const response = await new TestClient(app).post('/api/auth/reset-password', body)
    expect(response.status).toBe(status)
    expect(((await response.json()) as ErrorJson).error).toMatchObject({ code: 'VALIDATION', fields })
  })

  it('needs a well-formed address to send anything', async () => {
    const response = await new TestClient(app).post('/api/auth/request-password-reset', { email: 'not-an-address' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorJson).error.fields).toEqual({ email: 'Enter a valid e-mail address' })
  })

  it('mails one address at most five times an hour, while the answer stays the same', async () => {
    const owner = await createTestUser(app)
    for (let attempt = 0; attempt < 7; attempt++) {
      const answer = await new TestClient(app).post('/api/auth/request-password-reset', { email: owner.email })
      expect(await answer.json()).toEqual(sameAnswer)
    }
    await vi.waitFor(() => expect(mailsTo(mailer.sent, owner.email, RESET_SUBJECT)).toHaveLength(5), { timeout: 5000 })
    // The capped requests finish after their answers too: a moment later there are still five.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo(mailer.sent, owner.email, RESET_SUBJECT)).toHaveLength(5)
  })
})

describe('password reset rate limit', async () => {
  const limited = await createTestApp({
    authRateLimits: { signIn: { window: 60, max: 3 }, signUp: { window: 60, max: 1000 }, anonymous: { window: 60, max: 1000 } },
  })

  it('limits reset requests and reset attempts per address like sign-in', async () => {
    const client = new TestClient(limited.app)
    const requests: number[] = []
    const resets: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      requests.push((await client.post('/api/auth/request-password-reset', { email: uniqueEmail() })).status)
      resets.push((await client.post('/api/auth/reset-password', { token: `guess-${attempt}`, newPassword: 'long enough' })).status)
    }
    expect(requests).toEqual([200, 200, 200, 429])
    expect(resets).toEqual([400, 400, 400, 429])
  })
})
