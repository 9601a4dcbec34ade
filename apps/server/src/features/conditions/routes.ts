import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { conditionCreateSchema, conditionListSchema, conditionResolveSchema, conditionSchema, conditionUpdateSchema } from '@pawpulse/domain/condition-api'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { createCondition, deleteCondition, listConditions, reopenCondition, resolveCondition, updateCondition } from './service'
import { body, json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet or condition for this user'),
  409: json(errorBodySchema, 'Already a current condition'),
}
const params = petParams.extend({ conditionId: z.uuid({ error: 'Unknown condition id' }) })
const tags = ['conditions']

const list = createRoute({ method: 'get', path: '/pets/{petId}/conditions', tags, summary: 'Current and resolved (spec §4)', request: { params: petParams }, responses: { 200: json(conditionListSchema, 'Conditions'), ...errors } })
const create = createRoute({ method: 'post', path: '/pets/{petId}/conditions', tags, request: { params: petParams, body: body(conditionCreateSchema) }, responses: { 201: json(conditionSchema, 'Added'), ...errors } })
const update = createRoute({ method: 'patch', path: '/pets/{petId}/conditions/{conditionId}', tags, request: { params, body: body(conditionUpdateSchema) }, responses: { 200: json(conditionSchema, 'Updated'), ...errors } })
const resolve = createRoute({ method: 'post', path: '/pets/{petId}/conditions/{conditionId}/resolve', tags, request: { params, body: body(conditionResolveSchema) }, responses: { 200: json(conditionSchema, 'Resolved'), ...errors } })
const reopen = createRoute({ method: 'post', path: '/pets/{petId}/conditions/{conditionId}/reopen', tags, request: { params }, responses: { 200: json(conditionSchema, 'Current again'), ...errors } })
const remove = createRoute({ method: 'delete', path: '/pets/{petId}/conditions/{conditionId}', tags, request: { params }, responses: { 204: { description: 'Deleted' }, ...errors } })

export const conditionRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json(await listConditions({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId }), 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    const { petId } = c.req.valid('param')
    return c.json(await createCondition({ db: c.get('deps').database.db, userId: user.id, petId, input: c.req.valid('json') }), 201)
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c)
    const { petId, conditionId } = c.req.valid('param')
    return c.json(await updateCondition({ db: c.get('deps').database.db, userId: user.id, petId, conditionId, input: c.req.valid('json') }), 200)
  })
  .openapi(resolve, async (c) => {
    const user = await requireUser(c)
    const { petId, conditionId } = c.req.valid('param')
    const { resolutionDate } = c.req.valid('json')
    return c.json(await resolveCondition({ db: c.get('deps').database.db, userId: user.id, petId, conditionId, ...(resolutionDate ? { resolutionDate } : {}) }), 200)
  })
  .openapi(reopen, async (c) => {
    const user = await requireUser(c)
    const { petId, conditionId } = c.req.valid('param')
    return c.json(await reopenCondition({ db: c.get('deps').database.db, userId: user.id, petId, conditionId }), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { petId, conditionId } = c.req.valid('param')
    await deleteCondition({ db: c.get('deps').database.db, userId: user.id, petId, conditionId })
    return c.body(null, 204)
  })
