import { createRoute } from '@hono/zod-openapi'
import { dateRangeQuerySchema } from '@pawpulse/domain/date-range'
import { doseListSchema, doseResultSchema } from '@pawpulse/domain/medication-api'
import { doseInputSchema } from '@pawpulse/domain/medication-input'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { deleteDose, listDoses, recordDose } from './doses'
import { body, json, replayResponses } from '#server/http/openapi.ts'

const params = petParams.extend({ medicationId: z.uuid({ error: 'Unknown medication id' }) })
const doseParams = params.extend({ doseId: z.uuid({ error: 'Unknown dose id' }) })
const tags = ['medications']
const path = '/pets/{petId}/medications/{medicationId}/doses'

const list = createRoute({
  method: 'get',
  path,
  tags,
  request: { params, query: dateRangeQuerySchema },
  responses: { 200: json(doseListSchema, 'Doses newest first') },
})
const create = createRoute({
  method: 'post',
  path,
  tags,
  summary: '"Dose given" (default now); answers with the next dose due',
  request: { params, body: body(doseInputSchema) },
  responses: { 201: json(doseResultSchema, 'Recorded'), ...replayResponses(doseResultSchema) },
})
const remove = createRoute({
  method: 'delete',
  path: `${path}/{doseId}`,
  tags,
  request: { params: doseParams },
  responses: { 204: { description: 'Deleted' } },
})

export const doseRoutes = createPetRouter()
  .openapi(list, async (c) => {
    const { medicationId } = c.req.valid('param')
    return c.json(await listDoses(c.get('pet'), { medicationId, query: c.req.valid('query') }), 200)
  })
  .openapi(create, async (c) => {
    const { medicationId } = c.req.valid('param')
    const { value, created } = await recordDose(c.get('pet'), { medicationId, input: c.req.valid('json') })
    return created ? c.json(value, 201) : c.json(value, 200)
  })
  .openapi(remove, async (c) => {
    await deleteDose(c.get('pet'), c.req.valid('param'))
    return c.body(null, 204)
  })
