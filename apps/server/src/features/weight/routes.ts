import { createRoute } from '@hono/zod-openapi'
import { dateRangeQuerySchema } from '@pawpulse/domain/date-range'
import { weightChartSchema, weightLogListSchema, weightLogSchema } from '@pawpulse/domain/weight-api'
import { weightLogCreateSchema, weightLogUpdateSchema } from '@pawpulse/domain/weight-input'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { getWeightChart } from './chart'
import { createWeightLog, deleteWeightLog, listWeightLogs, updateWeightLog } from './service'
import { body, json, replayResponses } from '#server/http/openapi.ts'

const params = petParams.extend({ logId: z.uuid({ error: 'Unknown entry id' }) })
const tags = ['weight']

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/weight-logs',
  tags,
  summary: 'Entries newest first, as entered',
  request: { params: petParams, query: dateRangeQuerySchema },
  responses: { 200: json(weightLogListSchema, 'Entries') },
})
const chart = createRoute({
  method: 'get',
  path: '/pets/{petId}/weight-chart',
  tags,
  summary: 'In the owner’s unit system',
  request: { params: petParams, query: dateRangeQuerySchema },
  responses: { 200: json(weightChartSchema, 'Chart') },
})
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/weight-logs',
  tags,
  summary: 'The pet’s weight follows the newest entry',
  request: { params: petParams, body: body(weightLogCreateSchema, { measuredAt: '2026-11-24', weight: 4.2, weightUnit: 'kg' }) },
  responses: { 201: json(weightLogSchema, 'Saved'), ...replayResponses(weightLogSchema) },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}/weight-logs/{logId}',
  tags,
  request: { params, body: body(weightLogUpdateSchema) },
  responses: { 200: json(weightLogSchema, 'Updated') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/weight-logs/{logId}',
  tags,
  request: { params },
  responses: { 204: { description: 'Deleted' } },
})

export const weightRoutes = createPetRouter()
  .openapi(list, async (c) => c.json(await listWeightLogs(c.get('pet'), c.req.valid('query')), 200))
  .openapi(chart, async (c) => c.json(await getWeightChart(c.get('pet'), c.req.valid('query')), 200))
  .openapi(create, async (c) => {
    const { value, created } = await createWeightLog(c.get('pet'), c.req.valid('json'))
    return created ? c.json(value, 201) : c.json(value, 200)
  })
  .openapi(update, async (c) => {
    const { logId } = c.req.valid('param')
    return c.json(await updateWeightLog(c.get('pet'), { logId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    await deleteWeightLog(c.get('pet'), c.req.valid('param').logId)
    return c.body(null, 204)
  })
