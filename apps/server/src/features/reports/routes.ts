import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { liveReportQuerySchema } from '@pawpulse/domain/report-api'
import { reportModelSchema } from '@pawpulse/domain/report-model'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { json, petParams } from '../../http/openapi'
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

export const reportRoutes = createRouter().openapi(live, async (c) => {
  const user = await requireUser(c)
  return c.json(await getLiveReport({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query: c.req.valid('query') }), 200)
})
