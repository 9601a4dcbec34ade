import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'
import { SENDER_ADDRESS } from '../config'

export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers (List-Unsubscribe on reminder e-mails). */
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

const FROM = `Pawpulse <${SENDER_ADDRESS}>`

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written to `<data>/outbox/` as an .eml
 * file, so nothing is silently lost (docs/ARCHITECTURE.md#the-big-decisions, "mail").
 */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from?: string }): Mailer {
  const from = options.from ?? FROM
  // nodemailer (about 0.4 MB of code) loads with the first mail, not at start (decision 032).
  let transport: Promise<Transporter> | undefined
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ))
  if (options.smtpUrl) {
    return {
      async send(mail) {
        await (await transporter()).sendMail({ from, ...mail })
      },
    }
  }
  return {
    async send(mail) {
      const info = await (await transporter()).sendMail({ from, ...mail })
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`
      const file = join(options.outboxDir, name)
      // The folder is made when a write finds it missing (first mail, or removed meanwhile), not
      // before every mail: a burst of reminders writes thousands.
      await writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
        await mkdir(options.outboxDir, { recursive: true })
        await writeFile(file, info.message as Buffer)
      })
    },
  }
}

/** For tests: keeps the mails in memory. */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = []
  return {
    sent,
    async send(mail) {
      sent.push(mail)
    },
  }
}
