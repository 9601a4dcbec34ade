import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { breathingLogCreateSchema, breathingLogListSchema, breathingLogPatchSchema, breathingLogResultSchema } from '@pawpulse/domain/breathing-api'
import { dateRangeQuerySchema } from '@pawpulse/domain/date-range'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { createBreathingLog, deleteBreathingLog, listBreathingLogs, updateBreathingLog } from './service'
import { body, json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet or log for this user'),
}
const params = petParams.extend({ logId: z.uuid({ error: 'Unknown log id' }) })
const tags = ['breathing']

const list = createRoute({ method: 'get', path: '/pets/{petId}/breathing-logs', tags, summary: 'Counts newest first (?from=&to= or ?days=)', request: { params: petParams, query: dateRangeQuerySchema }, responses: { 200: json(breathingLogListSchema, 'Counts'), ...errors } })
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/breathing-logs',
  tags,
  summary: 'A count, with its assessment against the previous count, the baseline and the threshold',
  request: { params: petParams, body: body(breathingLogCreateSchema) },
  responses: { 201: json(breathingLogResultSchema, 'Saved and assessed'), ...errors },
})
const update = createRoute({ method: 'patch', path: '/pets/{petId}/breathing-logs/{logId}', tags, request: { params, body: body(breathingLogPatchSchema) }, responses: { 200: json(breathingLogResultSchema, 'Updated and assessed'), ...errors } })
const remove = createRoute({ method: 'delete', path: '/pets/{petId}/breathing-logs/{logId}', tags, request: { params }, responses: { 204: { description: 'Deleted' }, ...errors } })

export const breathingRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json(await listBreathingLogs({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query: c.req.valid('query') }), 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await createBreathingLog({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, input: c.req.valid('json') }), 201)
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c)
    const { petId, logId } = c.req.valid('param')
    return c.json(await updateBreathingLog({ db: c.get('deps').database.db, userId: user.id, petId, logId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { petId, logId } = c.req.valid('param')
    await deleteBreathingLog({ db: c.get('deps').database.db, userId: user.id, petId, logId })
    return c.body(null, 204)
  })
