import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { calendarFeedSchema } from '@pawpulse/domain/calendar-feed-api'
import { textSchema } from '@pawpulse/domain/text'
import { z } from 'zod'
import { json } from '#server/http/openapi.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { createFeed, feedStatus, readFeed, revokeFeed } from './calendar-feed'

const tags = ['reminders']
const security = requires.session
const errors = { 401: json(errorBodySchema, 'No session') }

/**
 * The address calendars subscribe to: the token in it is the credential, so no session is asked
 * for. Not rate-limited by address like shared reports: Google and Outlook fetch every subscribed
 * calendar from a few shared servers, and a 256-bit token cannot be guessed anyway.
 */
const feed = createRoute({
  method: 'get',
  path: '/calendar/{feedFile}',
  tags: ['calendar feed'],
  summary: 'The private iCalendar feed of a user’s reminders (`<token>.ics`, the address made by POST /api/calendar-feed)',
  request: {
    params: z.object({
      // The storable-text schema of every input: a NUL in the address is a 404's business, not the database's.
      feedFile: textSchema()
        .max(100)
        .openapi({ description: 'The secret token followed by `.ics`', example: `${'A'.repeat(43)}.ics` }),
    }),
  },
  responses: {
    200: { description: 'The calendar (RFC 5545)', content: { 'text/calendar': { schema: z.string() } } },
    404: json(errorBodySchema, 'Unknown, replaced or turned-off address: all answer alike'),
  },
})
const status = createRoute({
  method: 'get',
  path: '/calendar-feed',
  tags,
  security,
  summary: 'Whether the user has a calendar feed (its address is shown only when it is made)',
  responses: { 200: json(calendarFeedSchema, 'The feed’s status; `url` is always null here'), ...errors },
})
const create = createRoute({
  method: 'post',
  path: '/calendar-feed',
  tags,
  security,
  summary: 'Make a new secret calendar address; the previous one stops working at once',
  responses: { 201: json(calendarFeedSchema, 'The new address (shown this once)'), ...errors },
})
const revoke = createRoute({
  method: 'delete',
  path: '/calendar-feed',
  tags,
  security,
  summary: 'Turn the calendar feed off: its address answers 404 from now on (nothing to turn off is fine too)',
  responses: { 204: { description: 'Turned off' }, ...errors },
})

// The feed is registered first so that suites walking the documented operations in order read
// the seeded address before POST replaces it.
export const calendarRoutes = createRouter()
  .openapi(feed, async (c) => {
    const { database, config } = c.get('deps')
    const ics = await readFeed(database.db, c.req.valid('param').feedFile, config.publicUrl)
    // Calendars poll the address; a turned-off address must stop at once, so nothing keeps a copy.
    c.header('Cache-Control', 'private, no-store')
    c.header('X-Robots-Tag', 'noindex, nofollow')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('Content-Disposition', 'inline; filename="pawpulse.ics"')
    return c.body(ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8' })
  })
  .openapi(status, async (c) => {
    const user = await requireUser(c)
    return c.json(await feedStatus(c.get('deps').database.db, user.id), 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    const { database, config } = c.get('deps')
    return c.json(await createFeed(database.db, user.id, config.publicUrl), 201)
  })
  .openapi(revoke, async (c) => {
    const user = await requireUser(c)
    await revokeFeed(c.get('deps').database.db, user.id)
    return c.body(null, 204)
  })
