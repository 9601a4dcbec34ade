import { createRoute } from '@hono/zod-openapi'
import { healthSchema } from '@pawpulse/domain/health-check'
import { createRouter } from '../../http/router'

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['system'],
  summary: 'Liveness and database reachability',
  responses: {
    200: { description: 'Serving, database reachable', content: { 'application/json': { schema: healthSchema } } },
    503: { description: 'Serving, database unreachable', content: { 'application/json': { schema: healthSchema } } },
  },
})

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  const { database, version } = c.get('deps')
  const isDatabaseUp = await database.ping()
  return isDatabaseUp
    ? c.json({ status: 'ok' as const, database: 'ok' as const, version }, 200)
    : c.json({ status: 'degraded' as const, database: 'down' as const, version }, 503)
})
