import { z } from 'zod'
import { textSchema } from './text'

/**
 * `POST /api/analytics/page-views`. Kept apart from analytics.ts so that the landing entry's
 * beacon does not pull zod into the 80 KB landing budget.
 */
export const pageViewBeaconSchema = z.object({
  /** A route pattern or a concrete path; the server stores only its pattern. */
  path: textSchema({ error: 'Path is required' }).max(2048, 'Path is too long'),
})
export type PageViewBeacon = z.infer<typeof pageViewBeaconSchema>
