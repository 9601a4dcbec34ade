import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { petTreatmentInputSchema, petTreatmentListSchema, petTreatmentSchema, petTreatmentUpdateSchema } from '@pawpulse/domain/treatment-api'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { createTreatment, deleteTreatment, listTreatments, updateTreatment } from './service'
import { body, json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet or treatment for this user'),
}
const params = petParams.extend({ treatmentId: z.uuid({ error: 'Unknown treatment id' }) })
const tags = ['treatments']

const list = createRoute({ method: 'get', path: '/pets/{petId}/treatments', tags, summary: 'Newest first, with next due date, status and safety notes', request: { params: petParams }, responses: { 200: json(petTreatmentListSchema, 'Treatments'), ...errors } })
const create = createRoute({ method: 'post', path: '/pets/{petId}/treatments', tags, request: { params: petParams, body: body(petTreatmentInputSchema) }, responses: { 201: json(petTreatmentSchema, 'Recorded'), ...errors } })
const update = createRoute({ method: 'patch', path: '/pets/{petId}/treatments/{treatmentId}', tags, request: { params, body: body(petTreatmentUpdateSchema) }, responses: { 200: json(petTreatmentSchema, 'Updated'), ...errors } })
const remove = createRoute({ method: 'delete', path: '/pets/{petId}/treatments/{treatmentId}', tags, request: { params }, responses: { 204: { description: 'Deleted' }, ...errors } })

export const treatmentRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json({ treatments: await listTreatments({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId }) }, 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await createTreatment({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, input: c.req.valid('json') }), 201)
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c)
    const { petId, treatmentId } = c.req.valid('param')
    return c.json(await updateTreatment({ db: c.get('deps').database.db, userId: user.id, petId, treatmentId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { petId, treatmentId } = c.req.valid('param')
    await deleteTreatment({ db: c.get('deps').database.db, userId: user.id, petId, treatmentId })
    return c.body(null, 204)
  })
