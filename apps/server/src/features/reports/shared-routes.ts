import { createHmac } from 'node:crypto'
import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { sharedReportSchema, shareTokenParams } from '@pawpulse/domain/report-api'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { z } from 'zod'
import { pets, petImages } from '../../db/schema'
import { clientIp } from '../../http/client-ip'
import type { AppEnv } from '../../http/env'
import { json } from '../../http/openapi'
import { createRouter } from '../../http/router'
import { AppError } from '../../lib/app-error'
import { consumeRateLimit } from '../../lib/rate-limit'
import { findActiveShare, openSharedReport } from './shares'

/** Per address, every shared-link request counts: a vet's visit is a handful, a guesser is stopped. */
export const SHARED_LINK_RATE_LIMIT = { window: 600, max: 100 }

const tags = ['shared reports']
const errors = { 404: json(errorBodySchema, 'Unknown, revoked or expired link: all answer alike'), 429: json(errorBodySchema, 'Too many requests from this address') }

/**
 * No account, no cookie needed. The address only keys the rate limiter, as an HMAC so the
 * limiter's table never holds it; nothing else about the caller is kept.
 */
export async function guardSharedRequest(c: Context<AppEnv>) {
  const { config, database } = c.get('deps')
  const who = createHmac('sha256', config.authSecret).update(clientIp(c) ?? 'unknown').digest('base64url')
  await consumeRateLimit({ db: database.db, key: `shared-report:${who}`, rule: SHARED_LINK_RATE_LIMIT })
  // Never kept by a cache (noindex and no-referrer are set for every shared path in app.ts).
  c.header('Cache-Control', 'no-store')
}

const read = createRoute({ method: 'get', path: '/shared-reports/{token}', tags, summary: 'The shared report: only the chosen sections, read-only', request: { params: shareTokenParams }, responses: { 200: json(sharedReportSchema, 'The report'), ...errors } })
const photo = createRoute({
  method: 'get',
  path: '/shared-reports/{token}/photo',
  tags,
  summary: 'The pet’s profile photo (thumbnail) while the link is valid',
  request: { params: shareTokenParams },
  responses: { 200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } }, ...errors },
})

export const sharedRoutes = createRouter()
  .openapi(read, async (c) => {
    await guardSharedRequest(c)
    const { shared } = await openSharedReport({ db: c.get('deps').database.db, token: c.req.valid('param').token })
    return c.json(shared, 200)
  })
  .openapi(photo, async (c) => {
    await guardSharedRequest(c)
    const { database, fileStore } = c.get('deps')
    const row = await findActiveShare(database.db, c.req.valid('param').token, new Date())
    const [image] = await database.db.select({ key: petImages.thumbnailKey }).from(pets).innerJoin(petImages, eq(petImages.id, pets.profileImageId)).where(eq(pets.id, row.petId))
    const file = image ? await fileStore.get(image.key) : null
    if (!file) throw AppError.notFound('No photo')
    return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.contentType, 'X-Content-Type-Options': 'nosniff' })
  })
