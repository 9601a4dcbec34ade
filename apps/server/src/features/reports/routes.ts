import { createRoute } from '@hono/zod-openapi'
import { liveReportQuerySchema } from '@pawpulse/domain/report-api'
import { reportModelSchema } from '@pawpulse/domain/report-model'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { json } from '#server/http/openapi.ts'
import { z } from 'zod'
import { csvLogs } from './exports'
import { loadPhotoPng, sendCsv, sendPdf } from './files'
import { getLiveReport } from './live-report'

const tags = ['reports']

const live = createRoute({
  method: 'get',
  path: '/pets/{petId}/report',
  tags,
  summary: 'The live report: the chosen sections (`sections=a,b`, default all) over `days` or `from`/`to`',
  request: { params: petParams, query: liveReportQuerySchema },
  responses: { 200: json(reportModelSchema, 'The report model') },
})

const pdf = createRoute({
  method: 'get',
  path: '/pets/{petId}/report.pdf',
  tags,
  summary: 'The live report as a PDF (same query as the report)',
  request: { params: petParams, query: liveReportQuerySchema },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } } },
})
const csv = createRoute({
  method: 'get',
  path: '/pets/{petId}/report.csv',
  tags,
  summary: 'One log of the report as CSV: `log=breathing|weight|symptoms|doses|vaccinations`',
  request: {
    params: petParams,
    query: liveReportQuerySchema.extend({ log: z.enum(csvLogs, { error: 'Choose breathing, weight, symptoms, doses or vaccinations' }) }),
  },
  responses: { 200: { description: 'The CSV', content: { 'text/csv': { schema: z.string() } } } },
})

export const reportRoutes = createPetRouter()
  .openapi(live, async (c) => c.json(await getLiveReport(c.get('pet'), c.req.valid('query')), 200))
  .openapi(pdf, async (c) => {
    const scope = c.get('pet')
    const report = await getLiveReport(scope, c.req.valid('query'))
    return sendPdf(c, report, {
      photo: report.pet.hasPhoto ? await loadPhotoPng(scope.db, c.get('deps').fileStore, scope.petId) : null,
      shareUrl: null,
    })
  })
  .openapi(csv, async (c) => {
    const { log, ...query } = c.req.valid('query')
    return sendCsv(c, await getLiveReport(c.get('pet'), query), log)
  })
