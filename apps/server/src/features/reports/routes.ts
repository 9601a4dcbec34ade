import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { liveReportQuerySchema } from '@pawpulse/domain/report-api'
import { reportModelSchema } from '@pawpulse/domain/report-model'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { json, petParams } from '../../http/openapi'
import { z } from 'zod'
import { csvLogs } from './exports'
import { loadPhotoPng, sendCsv, sendPdf } from './files'
import { getLiveReport } from './live-report'

const errors = {
  400: json(errorBodySchema, 'Invalid range or sections'),
  401: json(errorBodySchema, 'No session'),
  404: json(errorBodySchema, 'No such pet for this user'),
}
const tags = ['reports']

const live = createRoute({
  method: 'get',
  path: '/pets/{petId}/report',
  tags,
  summary: 'The live report: the chosen sections (`sections=a,b`, default all) over `days` or `from`/`to`',
  request: { params: petParams, query: liveReportQuerySchema },
  responses: { 200: json(reportModelSchema, 'The report model'), ...errors },
})

const pdf = createRoute({
  method: 'get',
  path: '/pets/{petId}/report.pdf',
  tags,
  summary: 'The live report as a PDF (same query as the report)',
  request: { params: petParams, query: liveReportQuerySchema },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } }, ...errors },
})
const csv = createRoute({
  method: 'get',
  path: '/pets/{petId}/report.csv',
  tags,
  summary: 'One log of the report as CSV: `log=breathing|weight|symptoms|doses`',
  request: { params: petParams, query: liveReportQuerySchema.extend({ log: z.enum(csvLogs, { error: 'Choose breathing, weight, symptoms or doses' }) }) },
  responses: { 200: { description: 'The CSV', content: { 'text/csv': { schema: z.string() } } }, ...errors },
})

export const reportRoutes = createRouter()
  .openapi(live, async (c) => {
    const user = await requireUser(c)
    return c.json(await getLiveReport({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query: c.req.valid('query') }), 200)
  })
  .openapi(pdf, async (c) => {
    const user = await requireUser(c)
    const { database, fileStore } = c.get('deps')
    const { petId } = c.req.valid('param')
    const report = await getLiveReport({ db: database.db, userId: user.id, petId, query: c.req.valid('query') })
    return sendPdf(c, report, { photo: report.pet.hasPhoto ? await loadPhotoPng(database.db, fileStore, petId) : null, shareUrl: null })
  })
  .openapi(csv, async (c) => {
    const user = await requireUser(c)
    const { log, ...query } = c.req.valid('query')
    const report = await getLiveReport({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query })
    return sendCsv(c, report, log)
  })
