import { SESSION_EXPIRES_IN_S, SESSION_UPDATE_AGE_S } from './session-lookup'
import {
  GUEST_EMAIL_DOMAIN,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  RESET_LINK_TTL_MINUTES,
  VERIFY_LINK_TTL_HOURS,
} from '@pawpulse/domain/auth'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, anonymous, twoFactor } from 'better-auth/plugins'
import { passkey } from '@better-auth/passkey'
import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { createAdminRole } from './admin-role'
import { moveGuestData } from './move-guest-data'
import { type Logger, safeLogValue } from '../lib/logger'
import type { Mailer } from '../lib/mailer'
import type { PasswordHasher } from '../http/env'
import { createAccountMails } from './account-mail-delivery'

/** The header our HTTP layer fills with the caller's address, for Better Auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-pawpulse-client-ip'
export const AUTH_BASE_PATH = '/api/auth'

export interface AuthDeps {
  db: Database
  config: Pick<AppConfig, 'authSecret' | 'publicUrl' | 'trustedOrigins' | 'adminEmails' | 'authRateLimits'>
  log: Logger
  mailer: Mailer
  passwordHasher?: PasswordHasher
}

/**
 * Better Auth (1.6.x; docs/decisions/003): e-mail + password with the full name, anonymous
 * guests whose data moves to the account they create, and the admin role — granted to the
 * e-mails in PAWPULSE_ADMIN_EMAILS once the address is confirmed (decision 059). Password reset,
 * e-mail confirmation, e-mail change and the session list are decision 012; two-factor sign-in
 * (TOTP and recovery codes) and passkeys are decision 061.
 */
export function createAuth({ db, config, log, mailer, passwordHasher }: AuthDeps) {
  const mails = createAccountMails({ db, mailer, log, publicUrl: config.publicUrl, authUrl: `${config.publicUrl}${AUTH_BASE_PATH}` })
  const adminRole = createAdminRole({ db, adminEmails: config.adminEmails })

  return betterAuth({
    appName: 'Pawpulse',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true, transaction: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // The app is usable at once; the address is confirmed by the link mailed at sign-up.
      autoSignIn: true,
      requireEmailVerification: false,
      sendResetPassword: (data) => mails.sendResetPassword(data),
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_MINUTES * 60,
      // Whoever knew the old password is signed out everywhere once it is reset.
      revokeSessionsOnPasswordReset: true,
      // Only the tests pass one (a cheap hash: hundreds of sign-ups a run); unset, Better Auth's scrypt.
      ...(passwordHasher ? { password: passwordHasher } : {}),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendVerificationEmail: (data) => mails.sendVerificationEmail(data),
      expiresIn: VERIFY_LINK_TTL_HOURS * 60 * 60,
      // Opening the link confirms the address; it never signs anyone in by itself.
      autoSignInAfterVerification: false,
      // A listed admin address becomes an admin here, when the link proves it (decision 059); this
      // also runs when an e-mail change to a listed address is confirmed.
      afterEmailVerification: async (user) => {
        await adminRole.sync(user.id)
      },
    },
    user: {
      // Without a confirmation step to the old address: the link goes to the NEW address, and the
      // old one gets a notice (account-mail-delivery.ts).
      changeEmail: { enabled: true },
    },
    session: {
      // The API's own session lookup applies the same two (session-lookup.ts).
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      // Better Auth would refuse to list the sessions of a sign-in older than a day; the actions
      // that matter ask for the current password instead (decision 012).
      freshAge: 0,
    },
    rateLimit: {
      enabled: true,
      // In the database so that every instance behind a load balancer counts the same attempts.
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': config.authRateLimits.signIn,
        '/sign-up/email': config.authRateLimits.signUp,
        '/sign-in/anonymous': config.authRateLimits.anonymous,
        // Password guessing and mail sending get the sign-in limit too.
        '/request-password-reset': config.authRateLimits.signIn,
        '/reset-password': config.authRateLimits.signIn,
        '/change-password': config.authRateLimits.signIn,
        '/change-email': config.authRateLimits.signIn,
        '/send-verification-email': config.authRateLimits.signIn,
        // Codes and passkeys are guessed like passwords (decision 061). This also replaces the
        // twoFactor plugin's own 3 per 10 s, which counts its set-up requests too.
        '/two-factor/*': config.authRateLimits.signIn,
        '/passkey/verify-authentication': config.authRateLimits.signIn,
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Mails triggered by sign-up, reset requests and e-mail changes are sent after the answer,
      // so neither a slow SMTP server nor the time it takes tells whether an address has an
      // account. Better Auth catches and logs their failures.
      backgroundTasks: { handler: () => {} },
    },
    // An unexpected failure (a failed query) is rethrown to our error handler, which logs it by
    // the log policy (lib/logger.ts) and answers in our error shape; otherwise better-call writes
    // it to the console with the query's parameters (session tokens, e-mails).
    onAPIError: { throw: true },
    logger: {
      // Better Auth passes the errors it caught (failed queries among them) as arguments.
      log: (level, message, ...args) => log[level]({ args: args.map(safeLogValue) }, message),
    },
    databaseHooks: {
      session: {
        create: {
          // For accounts whose address was listed after they confirmed it, and to take the role
          // from an unconfirmed address that holds it (decision 059). Never at sign-up: the
          // address is not confirmed yet.
          after: async (session) => {
            await adminRole.sync(session.userId)
          },
        },
      },
    },
    plugins: [
      anonymous({
        emailDomainName: GUEST_EMAIL_DOMAIN,
        generateName: () => 'Guest',
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await moveGuestData({ db, fromUserId: anonymousUser.user.id, toUserId: newUser.user.id })
          log.info({ from: anonymousUser.user.id, to: newUser.user.id }, 'guest data moved to account')
        },
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      // Decision 061: a TOTP app with ten one-time recovery codes, asked after the password.
      twoFactor({ issuer: 'Pawpulse' }),
      // WebAuthn's relying party is the address people reach the app at (PUBLIC_URL); only the
      // app's own pages may answer a ceremony, whatever Origin a request claims.
      passkey({ rpName: 'Pawpulse', rpID: new URL(config.publicUrl).hostname, origin: config.trustedOrigins }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
