import { afterAll, describe, expect, it } from 'vitest'
import { dispatchDue } from '#server/features/reminders/dispatch.ts'
import { sendPending } from '#server/features/reminders/send.ts'
import { createMailer } from '#server/lib/mailer.ts'
import { createTestApp, createTestUser, TEST_ORIGIN } from './test-app'
import { startSmtpSink } from './fixtures/smtp-sink'

/**
 * A reminder e-mail through a real SMTP conversation: an SMTP server on loopback receives what
 * the app's own nodemailer transport sends (SMTP_URL), and the test reads the raw message as a
 * mail program would — headers, both parts, and the "Mark done" link, which works once.
 */
const { app, db } = await createTestApp()
const smtp = await startSmtpSink()
const received = smtp.received
afterAll(() => smtp.close())

const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent' })
const secret = 'test-secret-that-is-at-least-32-characters-long'

/** The decoded body of the MIME part with this content type (quoted-printable undone). */
function part(raw: string, type: string): string {
  const start = raw.indexOf(`Content-Type: ${type}`)
  if (start < 0) throw new Error(`no ${type} part`)
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4).split(/\r\n--/)[0]!
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n')
}

describe('a reminder e-mail over SMTP', () => {
  it('arrives with a plain and an HTML part, one-click unsubscribe headers, and a Mark done link that works once', async () => {
    const { client, email } = await createTestUser(app)
    expect((await client.request('PATCH', '/api/me', { timezone: 'Europe/Berlin' })).status).toBe(200)
    const pet = (await (await client.post('/api/pets', { name: 'Biscuit', species: 'dog' })).json()) as { id: string }
    const created = await client.post('/api/reminders', {
      petId: pet.id,
      category: 'medication',
      title: 'Give Vetmedin',
      notes: 'Half a tablet with food.',
      startDate: '2031-05-05',
      times: ['08:00'],
      repeat: 'daily',
    })
    expect(created.status, await created.clone().text()).toBe(201)

    const dueAt = new Date('2031-05-05T06:00:00Z') // 08:00 in Berlin (summer time)
    await dispatchDue(db, { now: dueAt })
    expect(await sendPending({ db, mailer, publicUrl: TEST_ORIGIN, secret }, { now: dueAt })).toMatchObject({ sent: 1, failed: 0 })

    const mails = received.filter((m) => m.to.includes(email))
    expect(mails).toHaveLength(1)
    const { raw } = mails[0]!
    // The header section, unfolded (long headers continue on lines that start with a space).
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
    expect(headers).toMatch(/^Subject: Reminder for Biscuit: Give Vetmedin\r?$/m)
    expect(headers).toMatch(/^List-Unsubscribe: <http:\/\/localhost:3000\/api\/email-actions\/[\w.-]+\/unsubscribe>\r?$/m)
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m)
    const text = part(raw, 'text/plain')
    const html = part(raw, 'text/html')
    expect(text).toContain('Give Vetmedin — due Monday 5 May at 08:00.')
    expect(text).toContain('Half a tablet with food.')
    expect(html).toContain('Mark done</a>')

    const token = text.match(/\/reminders\/done\/([\w.-]+)/)?.[1]
    expect(token).toBeTruthy()
    expect(html).toContain(`/reminders/done/${token}`)
    const done = () => app.request(`/api/email-actions/${token}/done`, { method: 'POST', headers: { origin: TEST_ORIGIN } })
    expect((await done()).status).toBe(200)
    expect(await (await done()).json()).toEqual({ error: { code: 'CONFLICT', message: 'This reminder is already marked done.' } })

    const unsubscribe = headers.match(/email-actions\/([\w.-]+)\/unsubscribe/)![1]
    // RFC 8058: the mail provider's server POSTs this body itself, with no browser origin.
    const oneClick = await app.request(`/api/email-actions/${unsubscribe}/unsubscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    const preferences = (await (await client.get('/api/notification-preferences')).json()) as { emailMutedCategories: string[] }
    expect(preferences.emailMutedCategories).toEqual(['medication'])
  })
})
