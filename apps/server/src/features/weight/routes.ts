import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { dateRangeQuerySchema } from '@pawpulse/domain/date-range'
import { weightChartSchema, weightLogCreateSchema, weightLogListSchema, weightLogSchema, weightLogUpdateSchema } from '@pawpulse/domain/weight-api'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { getWeightChart } from './chart'
import { createWeightLog, deleteWeightLog, listWeightLogs, updateWeightLog } from './service'
import { body, json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet or entry for this user'),
}
const params = petParams.extend({ logId: z.uuid({ error: 'Unknown entry id' }) })
const tags = ['weight']

const list = createRoute({ method: 'get', path: '/pets/{petId}/weight-logs', tags, summary: 'Entries newest first, as entered', request: { params: petParams, query: dateRangeQuerySchema }, responses: { 200: json(weightLogListSchema, 'Entries'), ...errors } })
const chart = createRoute({ method: 'get', path: '/pets/{petId}/weight-chart', tags, summary: 'In the owner’s unit system', request: { params: petParams, query: dateRangeQuerySchema }, responses: { 200: json(weightChartSchema, 'Chart'), ...errors } })
const create = createRoute({ method: 'post', path: '/pets/{petId}/weight-logs', tags, summary: 'The pet’s weight follows the newest entry', request: { params: petParams, body: body(weightLogCreateSchema) }, responses: { 201: json(weightLogSchema, 'Saved'), ...errors } })
const update = createRoute({ method: 'patch', path: '/pets/{petId}/weight-logs/{logId}', tags, request: { params, body: body(weightLogUpdateSchema) }, responses: { 200: json(weightLogSchema, 'Updated'), ...errors } })
const remove = createRoute({ method: 'delete', path: '/pets/{petId}/weight-logs/{logId}', tags, request: { params }, responses: { 204: { description: 'Deleted' }, ...errors } })

export const weightRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json(await listWeightLogs({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query: c.req.valid('query') }), 200)
  })
  .openapi(chart, async (c) => {
    const user = await requireUser(c)
    return c.json(await getWeightChart({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query: c.req.valid('query') }), 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await createWeightLog({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, input: c.req.valid('json') }), 201)
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c)
    const { petId, logId } = c.req.valid('param')
    return c.json(await updateWeightLog({ db: c.get('deps').database.db, userId: user.id, petId, logId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { petId, logId } = c.req.valid('param')
    await deleteWeightLog({ db: c.get('deps').database.db, userId: user.id, petId, logId })
    return c.body(null, 204)
  })
