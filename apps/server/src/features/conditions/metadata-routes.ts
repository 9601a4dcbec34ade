import { createRoute } from '@hono/zod-openapi'
import { conditionMetadataInputSchema, conditionMetadataSchema } from '@pawpulse/domain/condition-metadata'
import { conditionIdSchema } from '@pawpulse/domain/condition-id'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { body, json } from '#server/http/openapi.ts'
import { getConditionMetadata, listConditionMetadata, saveConditionMetadata } from './metadata'

/** A key from the list, an old alias ('ckd'), or a custom condition's `other-{id}`. */
const params = petParams.extend({ conditionId: conditionIdSchema })
const tags = ['conditions']

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/condition-metadata',
  tags,
  request: { params: petParams },
  responses: { 200: json(z.object({ metadata: z.array(conditionMetadataSchema) }), 'Per condition') },
})
const read = createRoute({
  method: 'get',
  path: '/pets/{petId}/condition-metadata/{conditionId}',
  tags,
  request: { params },
  responses: { 200: json(conditionMetadataSchema, 'The condition’s metadata') },
})
const put = createRoute({
  method: 'put',
  path: '/pets/{petId}/condition-metadata/{conditionId}',
  tags,
  summary: 'Upsert on (pet, condition), e.g. { "data": { "acvimStage": "B2" } } for MVD',
  request: { params, body: body(conditionMetadataInputSchema) },
  responses: { 200: json(conditionMetadataSchema, 'Saved') },
})

export const conditionMetadataRoutes = createPetRouter()
  .openapi(list, async (c) => c.json({ metadata: await listConditionMetadata(c.get('pet')) }, 200))
  .openapi(read, async (c) => c.json(await getConditionMetadata(c.get('pet'), c.req.valid('param').conditionId), 200))
  .openapi(put, async (c) => {
    const { conditionId } = c.req.valid('param')
    return c.json(await saveConditionMetadata(c.get('pet'), { conditionId, data: c.req.valid('json').data }), 200)
  })
