import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { breathingSettingsSchema } from '@pawpulse/domain/breathing'
import { breathingChartSchema, breathingSettingsViewSchema } from '@pawpulse/domain/breathing-api'
import { dateRangeQuerySchema } from '@pawpulse/domain/date-range'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { getBreathingChart } from './chart'
import { getBreathingSettings, saveBreathingSettings } from './settings'
import { json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet for this user'),
}
const params = petParams
const tags = ['breathing']

const chart = createRoute({ method: 'get', path: '/pets/{petId}/breathing-chart', tags, summary: 'Points, daily averages, threshold and baseline (?days=7|30|90)', request: { params, query: dateRangeQuerySchema }, responses: { 200: json(breathingChartSchema, 'Chart'), ...errors } })
const readSettings = createRoute({ method: 'get', path: '/pets/{petId}/breathing-settings', tags, request: { params }, responses: { 200: json(breathingSettingsViewSchema, 'Settings'), ...errors } })
const putSettings = createRoute({
  method: 'put',
  path: '/pets/{petId}/breathing-settings',
  tags,
  request: { params, body: { required: true, content: { 'application/json': { schema: breathingSettingsSchema } } } },
  responses: { 200: json(breathingSettingsViewSchema, 'Saved'), ...errors },
})

export const breathingChartRoutes = createRouter()
  .openapi(chart, async (c) => {
    const user = await requireUser(c)
    return c.json(await getBreathingChart({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, query: c.req.valid('query') }), 200)
  })
  .openapi(readSettings, async (c) => {
    const user = await requireUser(c)
    return c.json(await getBreathingSettings({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId }), 200)
  })
  .openapi(putSettings, async (c) => {
    const user = await requireUser(c)
    return c.json(await saveBreathingSettings({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId, input: c.req.valid('json') }), 200)
  })
