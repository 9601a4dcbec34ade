import { createRoute } from '@hono/zod-openapi'
import { petTreatmentListSchema, petTreatmentSchema } from '@pawpulse/domain/treatment-api'
import { petTreatmentInputSchema, petTreatmentUpdateSchema } from '@pawpulse/domain/treatment-input'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { createTreatment, deleteTreatment, listTreatments, updateTreatment } from './service'
import { body, json } from '#server/http/openapi.ts'

const params = petParams.extend({ treatmentId: z.uuid({ error: 'Unknown treatment id' }) })
const tags = ['treatments']

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/treatments',
  tags,
  summary: 'Newest first, with next due date, status and safety notes',
  request: { params: petParams },
  responses: { 200: json(petTreatmentListSchema, 'Treatments') },
})
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/treatments',
  tags,
  request: { params: petParams, body: body(petTreatmentInputSchema) },
  responses: { 201: json(petTreatmentSchema, 'Recorded') },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}/treatments/{treatmentId}',
  tags,
  request: { params, body: body(petTreatmentUpdateSchema) },
  responses: { 200: json(petTreatmentSchema, 'Updated') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/treatments/{treatmentId}',
  tags,
  request: { params },
  responses: { 204: { description: 'Deleted' } },
})

export const treatmentRoutes = createPetRouter()
  .openapi(list, async (c) => c.json({ treatments: await listTreatments(c.get('pet')) }, 200))
  .openapi(create, async (c) => c.json(await createTreatment(c.get('pet'), c.req.valid('json')), 201))
  .openapi(update, async (c) => {
    const { treatmentId } = c.req.valid('param')
    return c.json(await updateTreatment(c.get('pet'), { treatmentId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    await deleteTreatment(c.get('pet'), c.req.valid('param').treatmentId)
    return c.body(null, 204)
  })
