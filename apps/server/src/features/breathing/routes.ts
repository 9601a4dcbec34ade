import { createRoute } from '@hono/zod-openapi'
import { breathingLogListSchema, breathingLogResultSchema } from '@pawpulse/domain/breathing-api'
import { breathingLogCreateSchema, breathingLogUpdateSchema } from '@pawpulse/domain/breathing-input'
import { dateRangeQuerySchema } from '@pawpulse/domain/date-range'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { createBreathingLog, deleteBreathingLog, listBreathingLogs, updateBreathingLog } from './service'
import { body, json, replayResponses } from '#server/http/openapi.ts'

const params = petParams.extend({ logId: z.uuid({ error: 'Unknown log id' }) })
const tags = ['breathing']

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/breathing-logs',
  tags,
  summary: 'Counts newest first (?from=&to= or ?days=)',
  request: { params: petParams, query: dateRangeQuerySchema },
  responses: { 200: json(breathingLogListSchema, 'Counts') },
})
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/breathing-logs',
  tags,
  summary: 'A count, with its assessment against the previous count, the baseline and the threshold',
  request: {
    params: petParams,
    // 11 breaths in 30 seconds while asleep: 22 a minute.
    body: body(breathingLogCreateSchema, {
      measuredAt: '2026-11-24T22:14:00.000Z',
      breathCount: 11,
      durationSeconds: 30,
      method: 'counter',
      context: 'sleeping',
    }),
  },
  responses: { 201: json(breathingLogResultSchema, 'Saved and assessed'), ...replayResponses(breathingLogResultSchema) },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}/breathing-logs/{logId}',
  tags,
  request: { params, body: body(breathingLogUpdateSchema) },
  responses: { 200: json(breathingLogResultSchema, 'Updated and assessed') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/breathing-logs/{logId}',
  tags,
  request: { params },
  responses: { 204: { description: 'Deleted' } },
})

export const breathingRoutes = createPetRouter()
  .openapi(list, async (c) => c.json(await listBreathingLogs(c.get('pet'), c.req.valid('query')), 200))
  .openapi(create, async (c) => {
    const { value, created } = await createBreathingLog(c.get('pet'), c.req.valid('json'))
    return created ? c.json(value, 201) : c.json(value, 200)
  })
  .openapi(update, async (c) => {
    const { logId } = c.req.valid('param')
    return c.json(await updateBreathingLog(c.get('pet'), { logId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    await deleteBreathingLog(c.get('pet'), c.req.valid('param').logId)
    return c.body(null, 204)
  })
