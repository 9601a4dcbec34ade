import { createRoute } from '@hono/zod-openapi'
import { medicationListSchema, medicationSchema } from '@pawpulse/domain/medication-api'
import { medicationCreateSchema, medicationUpdateSchema } from '@pawpulse/domain/medication-input'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { createMedication, deleteMedication, listMedications, updateMedication } from './service'
import { body, json } from '#server/http/openapi.ts'

const params = petParams.extend({ medicationId: z.uuid({ error: 'Unknown medication id' }) })
const tags = ['medications']

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/medications',
  tags,
  summary: 'Current and past, with the next dose due',
  request: { params: petParams },
  responses: { 200: json(medicationListSchema, 'Medications') },
})
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/medications',
  tags,
  request: { params: petParams, body: body(medicationCreateSchema) },
  responses: { 201: json(medicationSchema, 'Added') },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}/medications/{medicationId}',
  tags,
  request: { params, body: body(medicationUpdateSchema) },
  responses: { 200: json(medicationSchema, 'Updated') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/medications/{medicationId}',
  tags,
  request: { params },
  responses: { 204: { description: 'Deleted with its doses' } },
})

export const medicationRoutes = createPetRouter()
  .openapi(list, async (c) => c.json(await listMedications(c.get('pet')), 200))
  .openapi(create, async (c) => c.json(await createMedication(c.get('pet'), c.req.valid('json')), 201))
  .openapi(update, async (c) => {
    const { medicationId } = c.req.valid('param')
    return c.json(await updateMedication(c.get('pet'), { medicationId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    await deleteMedication(c.get('pet'), c.req.valid('param').medicationId)
    return c.body(null, 204)
  })
