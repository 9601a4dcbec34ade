import { createRoute } from '@hono/zod-openapi'
import { serverStatusSchema } from '@pawpulse/domain/server-status'
import { createRouter } from '#server/http/router.ts'

// The server's own status (a database ping), not pets' health records: the URL keeps the
// conventional /health name that probes and the web app's startup check use.
const getStatus = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness and database reachability',
  responses: {
    200: { description: 'Serving, database reachable', content: { 'application/json': { schema: serverStatusSchema } } },
    503: { description: 'Serving, database unreachable', content: { 'application/json': { schema: serverStatusSchema } } },
  },
})

export const statusRoutes = createRouter().openapi(getStatus, async (c) => {
  const { database, version } = c.get('deps')
  const isDatabaseUp = await database.ping()
  return isDatabaseUp
    ? c.json({ status: 'ok' as const, database: 'ok' as const, version }, 200)
    : c.json({ status: 'degraded' as const, database: 'down' as const, version }, 503)
})
