import { z } from 'zod'

/**
 * `GET /api/health` (the URL load balancers and the web app already probe): the server answers
 * and whether its database does. The web app's startup connectivity check reads this.
 */
export const serverStatusSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  version: z.string(),
})
export type ServerStatus = z.infer<typeof serverStatusSchema>
