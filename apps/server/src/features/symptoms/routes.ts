import { createRoute } from '@hono/zod-openapi'
import { symptomLogListSchema, symptomLogSchema, symptomTrendSchema } from '@pawpulse/domain/symptom-api'
import {
  symptomLogCreateSchema,
  symptomLogQuerySchema,
  symptomLogUpdateSchema,
  symptomTrendQuerySchema,
} from '@pawpulse/domain/symptom-input'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { body, json, replayResponses } from '#server/http/openapi.ts'
import { createSymptomLog, deleteSymptomLog, listSymptomLogs, updateSymptomLog } from './service'
import { getSymptomTrend } from './trend'

const params = petParams.extend({ logId: z.uuid({ error: 'Unknown log id' }) })
const tags = ['symptoms']

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/symptom-logs',
  tags,
  summary: 'Newest first, one condition or all',
  request: { params: petParams, query: symptomLogQuerySchema },
  responses: { 200: json(symptomLogListSchema, 'Logs') },
})
const trend = createRoute({
  method: 'get',
  path: '/pets/{petId}/symptom-trend',
  tags,
  summary: 'One series per measure',
  request: { params: petParams, query: symptomTrendQuerySchema },
  responses: { 200: json(symptomTrendSchema, 'Trend') },
})
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/symptom-logs',
  tags,
  request: { params: petParams, body: body(symptomLogCreateSchema) },
  responses: { 201: json(symptomLogSchema, 'Logged'), ...replayResponses(symptomLogSchema) },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}/symptom-logs/{logId}',
  tags,
  request: { params, body: body(symptomLogUpdateSchema) },
  responses: { 200: json(symptomLogSchema, 'Updated') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/symptom-logs/{logId}',
  tags,
  request: { params },
  responses: { 204: { description: 'Deleted' } },
})

export const symptomRoutes = createPetRouter()
  .openapi(list, async (c) => c.json(await listSymptomLogs(c.get('pet'), c.req.valid('query')), 200))
  .openapi(trend, async (c) => c.json(await getSymptomTrend(c.get('pet'), c.req.valid('query')), 200))
  .openapi(create, async (c) => {
    const { value, created } = await createSymptomLog(c.get('pet'), c.req.valid('json'))
    return created ? c.json(value, 201) : c.json(value, 200)
  })
  .openapi(update, async (c) => {
    const { logId } = c.req.valid('param')
    return c.json(await updateSymptomLog(c.get('pet'), { logId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    await deleteSymptomLog(c.get('pet'), c.req.valid('param').logId)
    return c.body(null, 204)
  })
