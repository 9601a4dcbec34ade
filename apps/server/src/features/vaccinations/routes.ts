import { createRoute } from '@hono/zod-openapi'
import { vaccinationListSchema, vaccinationSchema } from '@pawpulse/domain/vaccination-api'
import { vaccinationInputSchema, vaccinationUpdateSchema } from '@pawpulse/domain/vaccination-input'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { createVaccination, deleteVaccination, listVaccinations, updateVaccination } from './service'
import { body, json } from '#server/http/openapi.ts'

const params = petParams.extend({ vaccinationId: z.uuid({ error: 'Unknown vaccination id' }) })
const tags = ['vaccinations']

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/vaccinations',
  tags,
  summary: 'Newest first; the latest dose of each vaccine with its status (overdue, due soon, ok, none)',
  request: { params: petParams },
  responses: { 200: json(vaccinationListSchema, 'Vaccinations') },
})
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/vaccinations',
  tags,
  summary: 'Without nextDueOn, the next due date is suggested from the vaccine’s schedule',
  request: { params: petParams, body: body(vaccinationInputSchema) },
  responses: { 201: json(vaccinationSchema, 'Recorded') },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}/vaccinations/{vaccinationId}',
  tags,
  request: { params, body: body(vaccinationUpdateSchema) },
  responses: { 200: json(vaccinationSchema, 'Updated') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/vaccinations/{vaccinationId}',
  tags,
  request: { params },
  responses: { 204: { description: 'Deleted' } },
})

export const vaccinationRoutes = createPetRouter()
  .openapi(list, async (c) => c.json({ vaccinations: await listVaccinations(c.get('pet')) }, 200))
  .openapi(create, async (c) => c.json(await createVaccination(c.get('pet'), c.req.valid('json')), 201))
  .openapi(update, async (c) => {
    const { vaccinationId } = c.req.valid('param')
    return c.json(await updateVaccination(c.get('pet'), { vaccinationId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    await deleteVaccination(c.get('pet'), c.req.valid('param').vaccinationId)
    return c.body(null, 204)
  })
