import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { conditionMetadataInputSchema, conditionMetadataSchema } from '@pawpulse/domain/condition-metadata'
import { conditionKeys } from '@pawpulse/domain/conditions'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { getConditionMetadata, listConditionMetadata, saveConditionMetadata } from './metadata'
import { json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet for this user'),
}
const params = petParams.extend({ conditionId: z.enum(conditionKeys, { error: 'Choose a condition from the list' }) })
const tags = ['conditions']

const list = createRoute({ method: 'get', path: '/pets/{petId}/condition-metadata', tags, request: { params: petParams }, responses: { 200: json(z.object({ metadata: z.array(conditionMetadataSchema) }), 'Per condition'), ...errors } })
const read = createRoute({ method: 'get', path: '/pets/{petId}/condition-metadata/{conditionId}', tags, request: { params }, responses: { 200: json(conditionMetadataSchema, 'The condition’s metadata'), ...errors } })
const put = createRoute({
  method: 'put',
  path: '/pets/{petId}/condition-metadata/{conditionId}',
  tags,
  summary: 'Upsert on (pet, condition), e.g. { "data": { "acvimStage": "B2" } } for MVD',
  request: { params, body: { required: true, content: { 'application/json': { schema: conditionMetadataInputSchema } } } },
  responses: { 200: json(conditionMetadataSchema, 'Saved'), ...errors },
})

export const conditionMetadataRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json({ metadata: await listConditionMetadata({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId }) }, 200)
  })
  .openapi(read, async (c) => {
    const user = await requireUser(c)
    const { petId, conditionId } = c.req.valid('param')
    return c.json(await getConditionMetadata({ db: c.get('deps').database.db, userId: user.id, petId, conditionId }), 200)
  })
  .openapi(put, async (c) => {
    const user = await requireUser(c)
    const { petId, conditionId } = c.req.valid('param')
    const { data } = c.req.valid('json')
    return c.json(await saveConditionMetadata({ db: c.get('deps').database.db, userId: user.id, petId, conditionId, data }), 200)
  })
