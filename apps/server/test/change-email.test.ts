import { describe, expect, it } from 'vitest'
import { linkIn, mailsTo, redirectOf, waitForMail } from './mail-links'
import { createTestApp, createTestUser, TestClient, uniqueEmail } from './test-app'

const { app, mailer } = await createTestApp()
type ErrorJson = { error: { code: string; message: string; fields?: Record<string, string> } }

const NEW_ADDRESS_SUBJECT = 'Confirm your new e-mail address for Pawpulse'
const NOTICE_SUBJECT = 'Your Pawpulse e-mail address is being changed'

async function profileOf(client: TestClient) {
  return (await (await client.get('/api/me')).json()) as { email: string | null; emailVerified: boolean }
}

async function signIn(email: string, password: string) {
  return new TestClient(app).post('/api/auth/sign-in/email', { email, password })
}

describe('changing the e-mail address', () => {
  it('takes effect when the link mailed to the NEW address is opened; the old address is told', async () => {
    const owner = await createTestUser(app, { name: 'Chad Change' })
    const newEmail = uniqueEmail('new')
    const asked = await owner.client.post('/api/auth/change-email', { newEmail, currentPassword: owner.password })
    expect(asked.status).toBe(200)

    const confirm = await waitForMail(mailer.sent, newEmail, NEW_ADDRESS_SUBJECT)
    const notice = await waitForMail(mailer.sent, owner.email, NOTICE_SUBJECT)
    expect(notice.text).toContain(`asked to change its e-mail address to ${newEmail}`)
    expect(notice.text).toContain('http://localhost:3000/profile#sign-in-and-security')
    // Nothing changes until the link is opened.
    expect(await profileOf(owner.client)).toMatchObject({ email: owner.email })

    const page = redirectOf(await owner.client.get(linkIn(confirm, 'Use this e-mail address')))
    expect(page.pathname + page.search).toBe('/verify-email?result=changed')
    expect(await profileOf(owner.client)).toMatchObject({ email: newEmail, emailVerified: true })
    expect((await signIn(owner.email, owner.password)).status).toBe(401)
    expect((await signIn(newEmail, owner.password)).status).toBe(200)
  })

  it('works in a browser that holds a guest session, signing the owner in there', async () => {
    const owner = await createTestUser(app)
    const newEmail = uniqueEmail('new')
    await owner.client.post('/api/auth/change-email', { newEmail, currentPassword: owner.password })
    const confirm = await waitForMail(mailer.sent, newEmail, NEW_ADDRESS_SUBJECT)

    const phone = new TestClient(app)
    await phone.post('/api/auth/sign-in/anonymous')
    const page = redirectOf(await phone.get(linkIn(confirm, 'Use this e-mail address')))
    expect(page.pathname + page.search).toBe('/verify-email?result=changed')
    expect(await profileOf(phone)).toMatchObject({ email: newEmail, emailVerified: true })
  })

  it('is refused in a browser signed in to another account', async () => {
    const owner = await createTestUser(app)
    const someoneElse = await createTestUser(app)
    const newEmail = uniqueEmail('new')
    await owner.client.post('/api/auth/change-email', { newEmail, currentPassword: owner.password })
    const confirm = await waitForMail(mailer.sent, newEmail, NEW_ADDRESS_SUBJECT)
    const page = redirectOf(await someoneElse.client.get(linkIn(confirm, 'Use this e-mail address')))
    expect(Object.fromEntries(page.searchParams)).toEqual({ result: 'changed', error: 'INVALID_USER' })
    expect(await profileOf(owner.client)).toMatchObject({ email: owner.email })
  })

  it('refuses a wrong current password and sends nothing', async () => {
    const owner = await createTestUser(app)
    const newEmail = uniqueEmail('new')
    const response = await owner.client.post('/api/auth/change-email', { newEmail, currentPassword: 'not my password' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION',
        message: 'Your current password is not correct.',
        fields: { currentPassword: 'Your current password is not correct.' },
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailsTo(mailer.sent, newEmail)).toEqual([])
    expect(mailsTo(mailer.sent, owner.email, NOTICE_SUBJECT)).toEqual([])
  })

  it.each([
    ['the current address', (email: string) => email.toUpperCase(), { newEmail: 'This is already your e-mail address.' }],
    ['a guest placeholder', () => 'temp-1@guest.pawpulse.invalid', { newEmail: 'Enter your own e-mail address' }],
    ['no address', () => '', { newEmail: 'E-mail is required' }],
  ])('names the problem with %s', async (_, newEmail, fields) => {
    const owner = await createTestUser(app)
    const response = await owner.client.post('/api/auth/change-email', { newEmail: newEmail(owner.email), currentPassword: owner.password })
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorJson).error.fields).toEqual(fields)
  })

  it('answers an address that has an account like any other, and changes nothing', async () => {
    const owner = await createTestUser(app)
    const taken = await createTestUser(app)
    const response = await owner.client.post('/api/auth/change-email', { newEmail: taken.email, currentPassword: owner.password })
    expect(response.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(mailsTo(mailer.sent, taken.email, NEW_ADDRESS_SUBJECT)).toEqual([])
    expect(await profileOf(owner.client)).toMatchObject({ email: owner.email })
  })

  it('is cancelled by a password change made after it was asked for', async () => {
    const owner = await createTestUser(app)
    const newEmail = uniqueEmail('hijack')
    await owner.client.post('/api/auth/change-email', { newEmail, currentPassword: owner.password })
    const confirm = await waitForMail(mailer.sent, newEmail, NEW_ADDRESS_SUBJECT)
    // Link issue times are whole seconds; the owner reads the notice later than that.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const changed = await owner.client.post('/api/auth/change-password', {
      currentPassword: owner.password,
      newPassword: 'a safer secret',
      revokeOtherSessions: true,
    })
    expect(changed.status).toBe(200)

    const page = redirectOf(await new TestClient(app).get(linkIn(confirm, 'Use this e-mail address')))
    expect(Object.fromEntries(page.searchParams)).toEqual({ result: 'changed', error: 'EMAIL_CHANGE_CANCELLED' })
    expect(await profileOf(owner.client)).toMatchObject({ email: owner.email })
  })

  it('is for accounts only', async () => {
    const guest = new TestClient(app)
    await guest.post('/api/auth/sign-in/anonymous')
    const response = await guest.post('/api/auth/change-email', { newEmail: uniqueEmail(), currentPassword: 'whatever1' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Create an account or sign in to use this page.' } })
  })
})

describe('change-email rate limit', async () => {
  const limited = await createTestApp({
    authRateLimits: { signIn: { window: 60, max: 3 }, signUp: { window: 60, max: 1000 }, anonymous: { window: 60, max: 1000 } },
  })

  it('stops guessing the current password like sign-in attempts', async () => {
    const owner = await createTestUser(limited.app)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push(
        (await owner.client.post('/api/auth/change-email', { newEmail: uniqueEmail(), currentPassword: `guess ${attempt}` })).status,
      )
    }
    expect(statuses).toEqual([400, 400, 400, 429])
  })
})
