import { createRoute } from '@hono/zod-openapi'
import { adminOverviewSchema, otherResponsesSchema } from '@pawpulse/domain/admin'
import { requires } from '#server/http/router.ts'
import { adminErrors, createAdminRouter } from '#server/http/admin-router.ts'
import { otherResponses } from './other-responses'
import { adminOverview } from './overview'

const overview = createRoute({
  method: 'get',
  path: '/admin/overview',
  tags: ['admin'],
  security: requires.admin,
  summary: 'Counts of accounts, pets, logs this week, feedback by severity; page views per page over 30 days (admins only)',
  responses: { 200: { description: 'Overview', content: { 'application/json': { schema: adminOverviewSchema } } }, ...adminErrors },
})
const others = createRoute({
  method: 'get',
  path: '/admin/other-responses',
  tags: ['admin'],
  security: requires.admin,
  summary: 'Free-text "other" answers grouped by field and counted, most frequent first (admins only)',
  responses: {
    200: { description: 'Answers per field', content: { 'application/json': { schema: otherResponsesSchema } } },
    ...adminErrors,
  },
})

export const adminInsightRoutes = createAdminRouter()
  .openapi(overview, async (c) => c.json(await adminOverview({ db: c.get('deps').database.db }), 200))
  .openapi(others, async (c) => c.json(await otherResponses({ db: c.get('deps').database.db }), 200))
