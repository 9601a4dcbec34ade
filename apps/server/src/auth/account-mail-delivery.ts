import { APIError } from 'better-auth/api'
import type { Database } from '../db/client'
import { AppError } from '../lib/app-error'
import type { Logger } from '../lib/logger'
import type { Mail, Mailer } from '../lib/mailer'
import { consumeRateLimit } from '../lib/rate-limit'
import { changeEmailMail, emailChangeNoticeMail, existingAccountSignUpMail, resetPasswordMail, verifyEmailMail } from './account-mails'
import { isEmailChangeToken, readEmailTokenClaims } from './email-tokens'

export interface AccountMailDeps {
  db: Database
  mailer: Mailer
  log: Logger
  publicUrl: string
  /** Where Better Auth answers: `${publicUrl}/api/auth`. */
  authUrl: string
}

/** At most this many mails of one kind to one address per hour, however many addresses ask: no mail bombing. */
const MAILS_PER_ADDRESS = { window: 60 * 60, max: 5 }

interface MailUser {
  email: string
  name: string
  isAnonymous?: boolean | null
}

/**
 * Better Auth's mail callbacks and the sign-up notice. Each link goes through Better Auth's GET
 * endpoint, which checks the token and redirects to our page (with `error=…` when the link is
 * dead), so the page can explain a stale link before anything is typed.
 */
export function createAccountMails({ db, mailer, log, publicUrl, authUrl }: AccountMailDeps) {
  const links = {
    verify: (token: string) =>
      `${authUrl}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent('/verify-email?result=confirmed')}`,
    changeEmail: (token: string) =>
      `${authUrl}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent('/verify-email?result=changed')}`,
    reset: (token: string) => `${authUrl}/reset-password/${encodeURIComponent(token)}?callbackURL=${encodeURIComponent('/reset-password')}`,
    signIn: `${publicUrl}/auth`,
    forgotPassword: `${publicUrl}/forgot-password`,
    security: `${publicUrl}/profile#sign-in-and-security`,
  }

  async function deliver(kind: string, mail: Mail) {
    try {
      await consumeRateLimit({ db, key: `mail:${kind}:${mail.to.toLowerCase()}`, rule: MAILS_PER_ADDRESS })
    } catch (err) {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') {
        log.warn({ kind }, 'account e-mail not sent: too many to this address this hour')
        return
      }
      throw err
    }
    try {
      await mailer.send(mail)
    } catch (err) {
      log.error({ err, kind }, 'account e-mail could not be sent')
      throw new APIError('SERVICE_UNAVAILABLE', { code: 'MAIL_NOT_SENT', message: 'The e-mail could not be sent.' })
    }
  }

  return {
    links,

    /** `emailAndPassword.sendResetPassword`. Guests have no password and no real address. */
    async sendResetPassword({ user, token }: { user: MailUser; token: string }) {
      if (user.isAnonymous) return
      await deliver('reset-password', resetPasswordMail({ to: user.email, name: user.name, link: links.reset(token) }))
    },

    /**
     * `emailVerification.sendVerificationEmail`: the confirmation after sign-up (or asked again),
     * and, for an e-mail change, the link to the NEW address (Better Auth passes the user with the
     * new address) plus a notice to the old one.
     */
    async sendVerificationEmail({ user, token }: { user: MailUser; token: string }) {
      if (user.isAnonymous) return
      const claims = readEmailTokenClaims(token)
      if (isEmailChangeToken(claims)) {
        await Promise.all([
          deliver('change-email', changeEmailMail({ to: user.email, name: user.name, link: links.changeEmail(token) })),
          deliver(
            'change-email-notice',
            emailChangeNoticeMail({ to: claims.email, name: user.name, newEmail: user.email, securityLink: links.security }),
          ),
        ])
        return
      }
      await deliver('verify-email', verifyEmailMail({ to: user.email, name: user.name, link: links.verify(token) }))
    },

    /** Someone signed up with this account's address (decision 012). */
    async notifyExistingAccount(user: MailUser) {
      await deliver(
        'existing-account',
        existingAccountSignUpMail({ to: user.email, name: user.name, signInLink: links.signIn, resetLink: links.forgotPassword }),
      )
    },
  }
}

export type AccountMails = ReturnType<typeof createAccountMails>
