import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import {
  symptomLogCreateSchema,
  symptomLogListSchema,
  symptomLogQuerySchema,
  symptomLogSchema,
  symptomLogUpdateSchema,
  symptomTrendQuerySchema,
  symptomTrendSchema,
} from '@pawpulse/domain/symptom-api'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { createSymptomLog, deleteSymptomLog, listSymptomLogs, updateSymptomLog } from './service'
import { getSymptomTrend } from './trend'
import { body, json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet or log for this user'),
}
const params = petParams.extend({ logId: z.uuid({ error: 'Unknown log id' }) })
const tags = ['symptoms']

const list = createRoute({ method: 'get', path: '/pets/{petId}/symptom-logs', tags, summary: 'Newest first, one condition or all', request: { params: petParams, query: symptomLogQuerySchema }, responses: { 200: json(symptomLogListSchema, 'Logs'), ...errors } })
const trend = createRoute({ method: 'get', path: '/pets/{petId}/symptom-trend', tags, summary: 'One series per measure', request: { params: petParams, query: symptomTrendQuerySchema }, responses: { 200: json(symptomTrendSchema, 'Trend'), ...errors } })
const create = createRoute({ method: 'post', path: '/pets/{petId}/symptom-logs', tags, request: { params: petParams, body: body(symptomLogCreateSchema) }, responses: { 201: json(symptomLogSchema, 'Logged'), ...errors } })
const update = createRoute({ method: 'patch', path: '/pets/{petId}/symptom-logs/{logId}', tags, request: { params, body: body(symptomLogUpdateSchema) }, responses: { 200: json(symptomLogSchema, 'Updated'), ...errors } })
const remove = createRoute({ method: 'delete', path: '/pets/{petId}/symptom-logs/{logId}', tags, request: { params }, responses: { 204: { description: 'Deleted' }, ...errors } })

export const symptomRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json(await listSymptomLogs({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query: c.req.valid('query') }), 200)
  })
  .openapi(trend, async (c) => {
    const user = await requireUser(c)
    return c.json(await getSymptomTrend({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query: c.req.valid('query') }), 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await createSymptomLog({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, input: c.req.valid('json') }), 201)
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c)
    const { petId, logId } = c.req.valid('param')
    return c.json(await updateSymptomLog({ db: c.get('deps').database.db, userId: user.id, petId, logId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { petId, logId } = c.req.valid('param')
    await deleteSymptomLog({ db: c.get('deps').database.db, userId: user.id, petId, logId })
    return c.body(null, 204)
  })
