import { createRoute } from '@hono/zod-openapi'
import { dashboardSchema } from '@pawpulse/domain/dashboard-api'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { json } from '#server/http/openapi.ts'
import { getDashboard } from './service'

const read = createRoute({
  method: 'get',
  path: '/pets/{petId}/dashboard',
  tags: ['dashboard'],
  summary: 'Latest breathing with its assessment, conditions, what is due, latest symptoms, weight trend, quick actions',
  request: { params: petParams },
  responses: { 200: json(dashboardSchema, 'The dashboard of the pet') },
})

export const dashboardRoutes = createPetRouter().openapi(read, async (c) => c.json(await getDashboard(c.get('pet')), 200))
