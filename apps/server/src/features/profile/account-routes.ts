import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { deleteAccountSchema } from '@pawpulse/domain/auth-input'
import { z } from 'zod'
import { createRouter, requires } from '#server/http/router.ts'
import { requireAccount } from '#server/http/session.ts'
import { AppError } from '#server/lib/app-error.ts'
import { checkDeletionPassword, deleteAccount } from './delete-account'
import { exportUserData } from './export-data'

const errors = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: errorBodySchema } } },
  401: { description: 'No account session', content: { 'application/json': { schema: errorBodySchema } } },
}

const exportRoute = createRoute({
  method: 'get',
  path: '/me/export',
  tags: ['profile'],
  summary: 'Download all my data as one JSON file',
  security: requires.account,
  responses: {
    200: { description: 'The export', content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } },
    ...errors,
  },
})

const deleteRoute = createRoute({
  method: 'delete',
  path: '/me',
  tags: ['profile'],
  summary: 'Delete my account, my pets and all their data and files (the e-mail typed and the current password)',
  security: requires.account,
  request: { body: { required: true, content: { 'application/json': { schema: deleteAccountSchema } } } },
  responses: {
    200: { description: 'Deleted and signed out', content: { 'application/json': { schema: z.object({ deleted: z.literal(true) }) } } },
    ...errors,
  },
})

export const accountRoutes = createRouter()
  .openapi(exportRoute, async (c) => {
    const user = await requireAccount(c)
    const data = await exportUserData({ db: c.get('deps').database.db, userId: user.id })
    c.header('Content-Disposition', `attachment; filename="pawpulse-export-${data.exportedAt.slice(0, 10)}.json"`)
    c.header('Cache-Control', 'no-store')
    return c.json(data, 200)
  })
  .openapi(deleteRoute, async (c) => {
    const user = await requireAccount(c)
    const input = c.req.valid('json')
    if (input.confirmEmail !== user.email.toLowerCase()) {
      throw new AppError('VALIDATION', 'Type your e-mail exactly to confirm.', { confirmEmail: 'This is not your e-mail address' })
    }
    const { database, fileStore, config } = c.get('deps')
    // Nothing is deleted unless the current password is right (decision 059).
    await checkDeletionPassword({
      auth: c.get('auth'),
      headers: c.req.raw.headers,
      db: database.db,
      userId: user.id,
      currentPassword: input.currentPassword,
      rule: config.authRateLimits.signIn,
    })
    // Sign out first: Better Auth answers with the headers that clear the session cookie.
    const signOut = await c.get('auth').api.signOut({ headers: c.req.raw.headers, asResponse: true })
    await deleteAccount({ db: database.db, fileStore, log: c.get('log'), userId: user.id })
    for (const cookie of signOut.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true })
    return c.json({ deleted: true as const }, 200)
  })
