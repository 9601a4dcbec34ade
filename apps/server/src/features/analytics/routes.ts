import { createRoute } from '@hono/zod-openapi'
import { routePattern, shouldSendBeacon } from '@pawpulse/domain/analytics'
import { pageViewBeaconSchema } from '@pawpulse/domain/analytics-api'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { createRouter } from '#server/http/router.ts'
import { recordPageView } from './page-views'

const pageView = createRoute({
  method: 'post',
  path: '/analytics/page-views',
  tags: ['analytics'],
  summary: 'Count one page view of a route pattern (no session, no cookie, no personal data; DNT and GPC honoured)',
  request: { body: { required: true, content: { 'application/json': { schema: pageViewBeaconSchema } } } },
  responses: {
    204: { description: 'Counted, or ignored because the browser asked not to be tracked' },
    400: { description: 'Not a JSON body with a path', content: { 'application/json': { schema: errorBodySchema } } },
  },
})

/**
 * The page-view counter (docs/product/feedback-and-admin.md#page-view-counts), first party. The
 * session is never looked up and nothing about the visitor is stored: only the route pattern the
 * server derives itself, so a client sending a concrete path with an id or a token still stores the
 * pattern.
 */
export const analyticsRoutes = createRouter().openapi(pageView, async (c) => {
  const isAllowed = shouldSendBeacon({ doNotTrack: c.req.header('dnt'), globalPrivacyControl: c.req.header('sec-gpc') })
  if (isAllowed) await recordPageView({ db: c.get('deps').database.db, pattern: routePattern(c.req.valid('json').path) })
  return c.body(null, 204)
})
