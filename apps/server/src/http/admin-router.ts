import { errorBodySchema } from '@pawpulse/domain/api-error'
import { createRouter } from './router'
import { requireAdmin } from './session'

/**
 * Every `/api/admin/*` router starts here: the role (and its two-factor sign-in, requireAdmin) is
 * checked on the server before anything else, validation included, so a non-admin learns nothing
 * about these routes (tested for every documented admin path in test/admin.test.ts).
 */
export function createAdminRouter() {
  const router = createRouter()
  router.use('/admin/*', async (c, next) => {
    await requireAdmin(c)
    await next()
  })
  return router
}

/** The answers every admin route documents besides its own. */
export const adminErrors = {
  401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
  403: {
    description: 'Not an admin, or an admin without two-factor sign-in',
    content: { 'application/json': { schema: errorBodySchema } },
  },
}
