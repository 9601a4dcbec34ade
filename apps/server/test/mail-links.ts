import { expect, vi } from 'vitest'
import type { Mail } from '#server/lib/mailer.ts'

/**
 * The account mails are sent after the answer (Better Auth's background tasks), so a test waits
 * for the one it expects. `subject` picks the kind: the test app keeps every mail in memory.
 */
export async function waitForMail(sent: Mail[], to: string, subject: string | RegExp): Promise<Mail> {
  return vi.waitFor(
    () => {
      const mail = sent.findLast(
        (m) => m.to === to && (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)),
      )
      if (!mail) throw new Error(`no "${String(subject)}" mail to ${to} yet`)
      return mail
    },
    { timeout: 5000, interval: 20 },
  )
}

export function mailsTo(sent: Mail[], to: string, subject?: string) {
  return sent.filter((m) => m.to === to && (subject === undefined || m.subject.includes(subject)))
}

/** The link after "`label`: " in the mail's text, as path + query for `app.request()`. */
export function linkIn(mail: Mail, label: string): string {
  const match = mail.text.match(new RegExp(`${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (\\S+)`))
  expect(match?.[1], `no "${label}" link in:\n${mail.text}`).toBeDefined()
  const url = new URL(match![1]!)
  return url.pathname + url.search
}

/** Where a redirect answer sends the browser, as a URL on the test origin. */
export function redirectOf(response: Response): URL {
  expect(response.status, 'expected a redirect').toBe(302)
  return new URL(response.headers.get('location') ?? '', 'http://localhost:3000')
}
