import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { dateRangeQuerySchema } from '@pawpulse/domain/date-range'
import { doseInputSchema, doseListSchema, doseResultSchema } from '@pawpulse/domain/medication-api'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { deleteDose, listDoses, recordDose } from './doses'
import { json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet, medication or dose for this user'),
}
const params = petParams.extend({ medicationId: z.uuid({ error: 'Unknown medication id' }) })
const doseParams = params.extend({ doseId: z.uuid({ error: 'Unknown dose id' }) })
const tags = ['medications']
const path = '/pets/{petId}/medications/{medicationId}/doses'

const list = createRoute({ method: 'get', path, tags, request: { params, query: dateRangeQuerySchema }, responses: { 200: json(doseListSchema, 'Doses newest first'), ...errors } })
const create = createRoute({
  method: 'post',
  path,
  tags,
  summary: '"Dose given" (default now); answers with the next dose due',
  request: { params, body: { required: true, content: { 'application/json': { schema: doseInputSchema } } } },
  responses: { 201: json(doseResultSchema, 'Recorded'), ...errors },
})
const remove = createRoute({ method: 'delete', path: `${path}/{doseId}`, tags, request: { params: doseParams }, responses: { 204: { description: 'Deleted' }, ...errors } })

export const doseRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json(await listDoses({ db: c.get('deps').database.db, userId: user.id, ...c.req.valid('param'), query: c.req.valid('query') }), 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await recordDose({ db: c.get('deps').database.db, userId: user.id, ...c.req.valid('param'), input: c.req.valid('json') }), 201)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    await deleteDose({ db: c.get('deps').database.db, userId: user.id, ...c.req.valid('param') })
    return c.body(null, 204)
  })
