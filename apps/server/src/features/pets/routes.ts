import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { petCreateSchema, petUpdateSchema } from '@pawpulse/domain/pet-input'
import { petDetailSchema, petListSchema } from '@pawpulse/domain/pets'
import { createPetRouter, petOwnerOnly, petParams } from '#server/core/pet-router.ts'
import { body, json } from '#server/http/openapi.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { listPets } from './list-pets'
import { createPet, deletePet, getPet, updatePet } from './service'

const tags = ['pets']

const list = createRoute({
  method: 'get',
  path: '/pets',
  tags,
  summary: 'Own and shared pets, newest first (with an API key: the key’s pets the owner can still see)',
  security: requires.sessionOrApiKey,
  responses: {
    200: json(petListSchema, 'Pets', {
      pets: [
        {
          id: '0b7e2f64-1c4d-4a8e-9f3b-5d6a7c8e9f10',
          name: 'Pepper',
          species: 'cat',
          access: 'owner',
          currentConditions: [],
          currentConditionPages: [],
          photoUrl: null,
          createdAt: '2026-11-01T09:30:00.000Z',
        },
      ],
    }),
    401: json(errorBodySchema, 'No session'),
  },
})
const create = createRoute({
  method: 'post',
  path: '/pets',
  tags,
  security: requires.session,
  request: { body: body(petCreateSchema, { name: 'Pepper', species: 'cat' }) },
  responses: {
    201: json(petDetailSchema, 'Created'),
    400: json(errorBodySchema, 'Invalid input'),
    401: json(errorBodySchema, 'No session'),
  },
})

/** `/api/pets`: the user's list and new pets (no pet to check yet). */
export const petCollectionRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    const pets = await listPets({ db: c.get('deps').database.db, userId: user.id })
    const key = c.get('apiKey')
    return c.json({ pets: key ? pets.filter((pet) => key.petIds.has(pet.id)) : pets }, 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await createPet({ db: c.get('deps').database.db, userId: user.id, input: c.req.valid('json') }), 201)
  })

const read = createRoute({
  method: 'get',
  path: '/pets/{petId}',
  tags,
  request: { params: petParams },
  responses: { 200: json(petDetailSchema, 'The pet') },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}',
  tags,
  summary: 'Change the fields sent; an empty body changes nothing',
  request: { params: petParams, body: body(petUpdateSchema) },
  responses: { 200: json(petDetailSchema, 'Updated') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}',
  tags,
  summary: 'Delete the pet with all its records and photos (its owner only)',
  middleware: [petOwnerOnly] as const,
  request: { params: petParams },
  responses: { 204: { description: 'Deleted with its files' } },
})

/** `/api/pets/{petId}`: one pet, checked by the pet router. */
export const petRoutes = createPetRouter()
  .openapi(read, async (c) => c.json(await getPet(c.get('pet')), 200))
  .openapi(update, async (c) => c.json(await updatePet(c.get('pet'), c.req.valid('json')), 200))
  .openapi(remove, async (c) => {
    await deletePet(c.get('pet'), { fileStore: c.get('deps').fileStore, log: c.get('log') })
    return c.body(null, 204)
  })
