import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { medicationCreateSchema, medicationListSchema, medicationSchema, medicationUpdateSchema } from '@pawpulse/domain/medication-api'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { createMedication, deleteMedication, listMedications, updateMedication } from './service'
import { body, json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet or medication for this user'),
}
const params = petParams.extend({ medicationId: z.uuid({ error: 'Unknown medication id' }) })
const tags = ['medications']

const list = createRoute({ method: 'get', path: '/pets/{petId}/medications', tags, summary: 'Current and past, with the next dose due', request: { params: petParams }, responses: { 200: json(medicationListSchema, 'Medications'), ...errors } })
const create = createRoute({ method: 'post', path: '/pets/{petId}/medications', tags, request: { params: petParams, body: body(medicationCreateSchema) }, responses: { 201: json(medicationSchema, 'Added'), ...errors } })
const update = createRoute({ method: 'patch', path: '/pets/{petId}/medications/{medicationId}', tags, request: { params, body: body(medicationUpdateSchema) }, responses: { 200: json(medicationSchema, 'Updated'), ...errors } })
const remove = createRoute({ method: 'delete', path: '/pets/{petId}/medications/{medicationId}', tags, request: { params }, responses: { 204: { description: 'Deleted with its doses' }, ...errors } })

export const medicationRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json(await listMedications({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId }), 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await createMedication({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, input: c.req.valid('json') }), 201)
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c)
    const { petId, medicationId } = c.req.valid('param')
    return c.json(await updateMedication({ db: c.get('deps').database.db, userId: user.id, petId, medicationId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { petId, medicationId } = c.req.valid('param')
    await deleteMedication({ db: c.get('deps').database.db, userId: user.id, petId, medicationId })
    return c.body(null, 204)
  })
