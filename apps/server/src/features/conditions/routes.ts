import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { conditionListSchema, conditionSchema } from '@pawpulse/domain/condition-api'
import { conditionCreateSchema, conditionResolveSchema, conditionUpdateSchema } from '@pawpulse/domain/condition-input'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { body, json } from '#server/http/openapi.ts'
import { createCondition, deleteCondition, listConditions, reopenCondition, resolveCondition, updateCondition } from './service'

const conflict = { 409: json(errorBodySchema, 'Already a current condition') }
const params = petParams.extend({ conditionId: z.uuid({ error: 'Unknown condition id' }) })
const tags = ['conditions']

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/conditions',
  tags,
  summary: 'Current and resolved (docs/product/health-tracking.md)',
  request: { params: petParams },
  responses: { 200: json(conditionListSchema, 'Conditions') },
})
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/conditions',
  tags,
  request: { params: petParams, body: body(conditionCreateSchema) },
  responses: { 201: json(conditionSchema, 'Added'), ...conflict },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}/conditions/{conditionId}',
  tags,
  request: { params, body: body(conditionUpdateSchema) },
  responses: { 200: json(conditionSchema, 'Updated'), ...conflict },
})
const resolve = createRoute({
  method: 'post',
  path: '/pets/{petId}/conditions/{conditionId}/resolve',
  tags,
  request: { params, body: body(conditionResolveSchema) },
  responses: { 200: json(conditionSchema, 'Resolved') },
})
const reopen = createRoute({
  method: 'post',
  path: '/pets/{petId}/conditions/{conditionId}/reopen',
  tags,
  request: { params },
  responses: { 200: json(conditionSchema, 'Current again'), ...conflict },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/conditions/{conditionId}',
  tags,
  request: { params },
  responses: { 204: { description: 'Deleted' } },
})

export const conditionRoutes = createPetRouter()
  .openapi(list, async (c) => c.json(await listConditions(c.get('pet')), 200))
  .openapi(create, async (c) => c.json(await createCondition(c.get('pet'), c.req.valid('json')), 201))
  .openapi(update, async (c) => {
    const { conditionId } = c.req.valid('param')
    return c.json(await updateCondition(c.get('pet'), { conditionId, input: c.req.valid('json') }), 200)
  })
  .openapi(resolve, async (c) => {
    const { conditionId } = c.req.valid('param')
    const { resolutionDate } = c.req.valid('json')
    return c.json(await resolveCondition(c.get('pet'), { conditionId, ...(resolutionDate ? { resolutionDate } : {}) }), 200)
  })
  .openapi(reopen, async (c) => c.json(await reopenCondition(c.get('pet'), c.req.valid('param').conditionId), 200))
  .openapi(remove, async (c) => {
    await deleteCondition(c.get('pet'), c.req.valid('param').conditionId)
    return c.body(null, 204)
  })
