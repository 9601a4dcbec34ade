import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@pawpulse/domain/auth'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, anonymous } from 'better-auth/plugins'
import { eq } from 'drizzle-orm'
import type { AppConfig } from '../config'
import type { Database } from '../db/client'
import * as schema from '../db/schema'
import { moveGuestData } from './move-guest-data'
import { type Logger, safeLogValue } from '../lib/logger'

/** The header our HTTP layer fills with the caller's address, for Better Auth's rate limiter. */
export const CLIENT_IP_HEADER = 'x-pawpulse-client-ip'
export const AUTH_BASE_PATH = '/api/auth'

export interface AuthDeps {
  db: Database
  config: Pick<AppConfig, 'authSecret' | 'publicUrl' | 'trustedOrigins' | 'adminEmails' | 'authRateLimits'>
  log: Logger
}

/**
 * Better Auth (1.6.x; docs/decisions/003): e-mail + password with the full name, anonymous
 * guests whose data moves to the account they create, and the admin role — granted to the
 * e-mails in PAWPULSE_ADMIN_EMAILS when they sign up or sign in.
 */
export function createAuth({ db, config, log }: AuthDeps) {
  const isAdminEmail = (email: string | null | undefined) =>
    !!email && config.adminEmails.includes(email.toLowerCase())

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
      autoSignIn: true,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
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
      },
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
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
      user: {
        create: {
          before: async (user) => {
            if (isAdminEmail(user.email)) return { data: { ...user, role: 'admin' } }
          },
        },
      },
      session: {
        create: {
          // Admin e-mails are also honoured on sign-in, for accounts made before the list changed.
          after: async (session) => {
            const [user] = await db
              .select({ email: schema.users.email, role: schema.users.role })
              .from(schema.users)
              .where(eq(schema.users.id, session.userId))
            if (user && user.role !== 'admin' && isAdminEmail(user.email)) {
              await db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, session.userId))
            }
          },
        },
      },
    },
    plugins: [
      anonymous({
        emailDomainName: 'guest.pawpulse.invalid',
        generateName: () => 'Guest',
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          await moveGuestData({ db, fromUserId: anonymousUser.user.id, toUserId: newUser.user.id })
          log.info({ from: anonymousUser.user.id, to: newUser.user.id }, 'guest data moved to account')
        },
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  })
}

export type Auth = ReturnType<typeof createAuth>
