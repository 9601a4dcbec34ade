import { errorBodySchema } from '@pawpulse/domain/api-error'
import { ADMIN_NEEDS_TWO_FACTOR_MESSAGE } from '@pawpulse/domain/two-factor'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { users } from '../db/schema'
import { AppError } from '../lib/app-error'
import type { AppEnv } from './env'
import { createRouter } from './router'
import { requireAdmin } from './session'

/**
 * Every `/api/admin/*` router starts here: the role is checked on the server before anything
 * else, validation included, so a non-admin learns nothing about these routes (tested for every
 * documented admin path in test/admin.test.ts). An admin must also have two-factor sign-in on
 * (decision 061): the role reads every account and all feedback, so a guessed or leaked password
 * alone must not be enough.
 */
export function createAdminRouter() {
  const router = createRouter()
  router.use('/admin/*', async (c, next) => {
    await requireAdminWithTwoFactor(c)
    await next()
  })
  return router
}

/**
 * The role, then two-factor sign-in; also asked of Better Auth's own `/api/auth/admin/*` endpoints
 * (auth/routes.ts), which would otherwise grant the role's powers without it. Read at each request,
 * so turning two-factor sign-in off takes the admin powers away at once.
 */
export async function requireAdminWithTwoFactor(c: Context<AppEnv>) {
  const admin = await requireAdmin(c)
  const [row] = await c
    .get('deps')
    .database.db.select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, admin.id))
  if (!row?.twoFactorEnabled) throw AppError.forbidden(ADMIN_NEEDS_TWO_FACTOR_MESSAGE)
  return admin
}

/** The answers every admin route documents besides its own. */
export const adminErrors = {
  401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
  403: {
    description: 'Not an admin, or an admin without two-factor sign-in',
    content: { 'application/json': { schema: errorBodySchema } },
  },
}
