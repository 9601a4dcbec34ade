import { createHmac } from 'node:crypto'
import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { sharedReportSchema, shareTokenParams } from '@pawpulse/domain/report-api'
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { z } from 'zod'
import { pets, petImages } from '#server/db/schema.ts'
import { clientIp } from '#server/http/client-ip.ts'
import type { AppEnv } from '#server/http/env.ts'
import { json } from '#server/http/openapi.ts'
import { createRouter } from '#server/http/router.ts'
import { AppError } from '#server/lib/app-error.ts'
import { consumeRateLimit } from '#server/lib/rate-limit.ts'
import { csvLogs, sectionOfLog, type CsvLog } from './exports'
import { loadPhotoPng, sendCsv, sendPdf } from './files'
import { findActiveShare, LINK_NOT_VALID, openSharedReport, shareUrl } from './shares'

/** Per address, every shared-link request counts: a vet's visit is a handful, a guesser is stopped. */
export const SHARED_LINK_RATE_LIMIT = { window: 600, max: 100 }

const tags = ['shared reports']
const errors = {
  404: json(errorBodySchema, 'Unknown, revoked or expired link: all answer alike'),
  429: json(errorBodySchema, 'Too many requests from this address'),
}

/**
 * No account, no cookie needed. The address only keys the rate limiter, as an HMAC so the
 * limiter's table never holds it; nothing else about the caller is kept.
 */
export async function guardSharedRequest(c: Context<AppEnv>) {
  const { config, database } = c.get('deps')
  const who = createHmac('sha256', config.authSecret)
    .update(clientIp(c) ?? 'unknown')
    .digest('base64url')
  await consumeRateLimit({ db: database.db, key: `shared-report:${who}`, rule: SHARED_LINK_RATE_LIMIT })
  // Never kept by a cache (noindex and no-referrer are set for every shared path in app.ts).
  c.header('Cache-Control', 'no-store')
}

const read = createRoute({
  method: 'get',
  path: '/shared-reports/{shareToken}',
  tags,
  summary: 'The shared report: only the chosen sections, read-only',
  request: { params: shareTokenParams },
  responses: { 200: json(sharedReportSchema, 'The report'), ...errors },
})
const photo = createRoute({
  method: 'get',
  path: '/shared-reports/{shareToken}/photo',
  tags,
  summary: 'The pet’s profile photo (thumbnail) while the link is valid',
  request: { params: shareTokenParams },
  responses: {
    200: { description: 'The image', content: { 'image/*': { schema: z.string().openapi({ type: 'string', format: 'binary' }) } } },
    ...errors,
  },
})

const fileNames = ['report.pdf', ...csvLogs.map((log) => `${log}.csv` as const)] as const
const download = createRoute({
  method: 'get',
  path: '/shared-reports/{shareToken}/{file}',
  tags,
  summary:
    'The shared report as PDF (`report.pdf`), or one of its logs as CSV (`breathing.csv`, `weight.csv`, `symptoms.csv`, `doses.csv`, `vaccinations.csv`) when its section is shared',
  request: { params: shareTokenParams.extend({ file: z.enum(fileNames, { error: 'Unknown file' }) }) },
  responses: {
    200: { description: 'The file', content: { 'application/pdf': { schema: z.string() }, 'text/csv': { schema: z.string() } } },
    ...errors,
  },
})

export const sharedRoutes = createRouter()
  .openapi(read, async (c) => {
    await guardSharedRequest(c)
    const { shared } = await openSharedReport({ db: c.get('deps').database.db, token: c.req.valid('param').shareToken })
    return c.json(shared, 200)
  })
  .openapi(photo, async (c) => {
    await guardSharedRequest(c)
    const { database, fileStore } = c.get('deps')
    const row = await findActiveShare(database.db, c.req.valid('param').shareToken, new Date())
    const [image] = await database.db
      .select({ key: petImages.thumbnailKey })
      .from(pets)
      .innerJoin(petImages, eq(petImages.id, pets.profileImageId))
      .where(eq(pets.id, row.petId))
    const file = image ? await fileStore.get(image.key) : null
    if (!file) throw AppError.notFound('No photo')
    return c.body(new Uint8Array(file.body), 200, { 'Content-Type': file.contentType, 'X-Content-Type-Options': 'nosniff' })
  })
  .openapi(download, async (c) => {
    await guardSharedRequest(c)
    const { database, fileStore, config } = c.get('deps')
    const { shareToken: token, file } = c.req.valid('param')
    if (file === 'report.pdf') {
      const { row, shared } = await openSharedReport({ db: database.db, token, kind: 'pdf' })
      const photo = shared.report.pet.hasPhoto ? await loadPhotoPng(database.db, fileStore, row.petId) : null
      return sendPdf(c, shared.report, { photo, shareUrl: shareUrl(config.publicUrl, token) })
    }
    const log = file.replace('.csv', '') as CsvLog
    const { shared } = await openSharedReport({ db: database.db, token, kind: 'csv' })
    // A log whose section was not shared is not there, as far as the link is concerned.
    if (!shared.report.sections.includes(sectionOfLog[log])) throw AppError.notFound(LINK_NOT_VALID)
    return sendCsv(c, shared.report, log)
  })
