import { createRoute } from '@hono/zod-openapi'
import { breathingChartSchema, breathingSettingsViewSchema } from '@pawpulse/domain/breathing-api'
import { breathingSettingsSchema } from '@pawpulse/domain/breathing-input'
import { dateRangeQuerySchema } from '@pawpulse/domain/date-range'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { getBreathingChart } from './chart'
import { getBreathingSettings, saveBreathingSettings } from './settings'
import { body, json } from '#server/http/openapi.ts'

const params = petParams
const tags = ['breathing']

const chart = createRoute({
  method: 'get',
  path: '/pets/{petId}/breathing-chart',
  tags,
  summary: 'Points, daily averages, threshold and baseline (?days=7|30|90)',
  request: { params, query: dateRangeQuerySchema },
  responses: { 200: json(breathingChartSchema, 'Chart') },
})
const readSettings = createRoute({
  method: 'get',
  path: '/pets/{petId}/breathing-settings',
  tags,
  request: { params },
  responses: { 200: json(breathingSettingsViewSchema, 'Settings') },
})
const putSettings = createRoute({
  method: 'put',
  path: '/pets/{petId}/breathing-settings',
  tags,
  request: { params, body: body(breathingSettingsSchema) },
  responses: { 200: json(breathingSettingsViewSchema, 'Saved') },
})

export const breathingChartRoutes = createPetRouter()
  .openapi(chart, async (c) => c.json(await getBreathingChart(c.get('pet'), c.req.valid('query')), 200))
  .openapi(readSettings, async (c) => c.json(await getBreathingSettings(c.get('pet')), 200))
  .openapi(putSettings, async (c) => c.json(await saveBreathingSettings(c.get('pet'), c.req.valid('json')), 200))
