import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { savedReportInputSchema, savedReportListSchema, savedReportSchema, savedReportUpdateSchema } from '@pawpulse/domain/report-api'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { body, json } from '#server/http/openapi.ts'
import {
  createSavedReport,
  deleteSavedReport,
  duplicateSavedReport,
  getSavedReport,
  listSavedReports,
  updateSavedReport,
} from './saved-reports'

const tags = ['saved reports']
const reportParams = petParams.extend({ reportId: z.uuid({ error: 'Unknown saved report id' }) })
const readOnly = { 403: json(errorBodySchema, 'The user may only view this pet') }

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/saved-reports',
  tags,
  summary: 'The pet’s saved custom reports, newest first',
  request: { params: petParams },
  responses: { 200: json(savedReportListSchema, 'Saved reports') },
})
const read = createRoute({
  method: 'get',
  path: '/pets/{petId}/saved-reports/{reportId}',
  tags,
  summary: 'One saved report: its name, sections and range',
  request: { params: reportParams },
  responses: { 200: json(savedReportSchema, 'The saved report') },
})
const create = createRoute({
  method: 'post',
  path: '/pets/{petId}/saved-reports',
  tags,
  summary: 'Save a custom report: a name, sections and a range (last n days or fixed dates)',
  request: { params: petParams, body: body(savedReportInputSchema) },
  responses: { 201: json(savedReportSchema, 'Saved'), ...readOnly },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}/saved-reports/{reportId}',
  tags,
  summary: 'Rename a saved report or change its sections or range',
  request: { params: reportParams, body: body(savedReportUpdateSchema) },
  responses: { 200: json(savedReportSchema, 'Updated'), ...readOnly },
})
const duplicate = createRoute({
  method: 'post',
  path: '/pets/{petId}/saved-reports/{reportId}/duplicate',
  tags,
  summary: 'A copy of the saved report named “… (copy)”',
  request: { params: reportParams },
  responses: { 201: json(savedReportSchema, 'The copy'), ...readOnly },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/saved-reports/{reportId}',
  tags,
  summary: 'Delete a saved report (links made from it keep working until they expire or are revoked)',
  request: { params: reportParams },
  responses: { 204: { description: 'Deleted' }, ...readOnly },
})

/** Saved reports of a pet: the pet router checks the session and the pet (viewers read, editors and the owner write). */
export const savedReportRoutes = createPetRouter()
  .openapi(list, async (c) => c.json(await listSavedReports(c.get('pet')), 200))
  .openapi(read, async (c) => c.json(await getSavedReport(c.get('pet'), c.req.valid('param').reportId), 200))
  .openapi(create, async (c) => c.json(await createSavedReport(c.get('pet'), c.req.valid('json')), 201))
  .openapi(update, async (c) =>
    c.json(await updateSavedReport(c.get('pet'), { reportId: c.req.valid('param').reportId, input: c.req.valid('json') }), 200),
  )
  .openapi(duplicate, async (c) => c.json(await duplicateSavedReport(c.get('pet'), c.req.valid('param').reportId), 201))
  .openapi(remove, async (c) => {
    await deleteSavedReport(c.get('pet'), c.req.valid('param').reportId)
    return c.body(null, 204)
  })
