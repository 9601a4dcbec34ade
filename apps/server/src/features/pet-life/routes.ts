import { createRoute } from '@hono/zod-openapi'
import { behaviorResponseSchema, dietResponseSchema, funFactsResponseSchema } from '@pawpulse/domain/pet-life-api'
import { behaviorUpdateSchema, dietUpdateSchema, funFactsUpdateSchema } from '@pawpulse/domain/pet-life-input'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { body, json } from '#server/http/openapi.ts'
import { getBehavior, getDiet, getFunFacts, saveBehavior, saveDiet, saveFunFacts } from './service'

const tags = ['pet profile']
const request = { params: petParams }

const getDietRoute = createRoute({
  method: 'get',
  path: '/pets/{petId}/diet',
  tags,
  request,
  responses: { 200: json(dietResponseSchema, 'The diet, or null when none is recorded') },
})
const putDietRoute = createRoute({
  method: 'put',
  path: '/pets/{petId}/diet',
  tags,
  request: { ...request, body: body(dietUpdateSchema) },
  responses: { 200: json(dietResponseSchema, 'Saved (null: every field was blank, so the diet was removed)') },
})
const getBehaviorRoute = createRoute({
  method: 'get',
  path: '/pets/{petId}/behavior',
  tags,
  request,
  responses: { 200: json(behaviorResponseSchema, 'The behaviour, or null when none is recorded') },
})
const putBehaviorRoute = createRoute({
  method: 'put',
  path: '/pets/{petId}/behavior',
  tags,
  request: { ...request, body: body(behaviorUpdateSchema) },
  responses: { 200: json(behaviorResponseSchema, 'Saved (null: every field was blank, so the behaviour was removed)') },
})
const getFunFactsRoute = createRoute({
  method: 'get',
  path: '/pets/{petId}/fun-facts',
  tags,
  request,
  responses: { 200: json(funFactsResponseSchema, 'The fun facts, or null when none are recorded') },
})
const putFunFactsRoute = createRoute({
  method: 'put',
  path: '/pets/{petId}/fun-facts',
  tags,
  request: { ...request, body: body(funFactsUpdateSchema) },
  responses: { 200: json(funFactsResponseSchema, 'Saved (null: every field was blank, so the fun facts were removed)') },
})

/** The pet page's Diet, Behaviour and Fun facts sections: read by anyone who sees the pet, written by owner and editors. */
export const petLifeRoutes = createPetRouter()
  .openapi(getDietRoute, async (c) => c.json({ diet: await getDiet(c.get('pet')) }, 200))
  .openapi(putDietRoute, async (c) => c.json({ diet: await saveDiet(c.get('pet'), c.req.valid('json')) }, 200))
  .openapi(getBehaviorRoute, async (c) => c.json({ behavior: await getBehavior(c.get('pet')) }, 200))
  .openapi(putBehaviorRoute, async (c) => c.json({ behavior: await saveBehavior(c.get('pet'), c.req.valid('json')) }, 200))
  .openapi(getFunFactsRoute, async (c) => c.json({ funFacts: await getFunFacts(c.get('pet')) }, 200))
  .openapi(putFunFactsRoute, async (c) => c.json({ funFacts: await saveFunFacts(c.get('pet'), c.req.valid('json')) }, 200))
