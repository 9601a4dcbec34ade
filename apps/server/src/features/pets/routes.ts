import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { petCreateSchema, petUpdateSchema } from '@pawpulse/domain/pet-input'
import { petDetailSchema, petListSchema } from '@pawpulse/domain/pets'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { listPets } from './list-pets'
import { createPet, deletePet, getPet, updatePet } from './service'
import { json, petParams } from '../../http/openapi'

const errors = {
  400: json(errorBodySchema, 'Invalid input'),
  401: json(errorBodySchema, 'No session'),
  403: json(errorBodySchema, 'Read-only access'),
  404: json(errorBodySchema, 'No such pet for this user'),
}

const list = createRoute({ method: 'get', path: '/pets', tags: ['pets'], summary: 'Own and shared pets, newest first', responses: { 200: json(petListSchema, 'Pets'), 401: errors[401] } })
const read = createRoute({ method: 'get', path: '/pets/{petId}', tags: ['pets'], request: { params: petParams }, responses: { 200: json(petDetailSchema, 'The pet'), ...errors } })
const create = createRoute({
  method: 'post',
  path: '/pets',
  tags: ['pets'],
  request: { body: { required: true, content: { 'application/json': { schema: petCreateSchema } } } },
  responses: { 201: json(petDetailSchema, 'Created'), ...errors },
})
const update = createRoute({
  method: 'patch',
  path: '/pets/{petId}',
  tags: ['pets'],
  request: { params: petParams, body: { required: true, content: { 'application/json': { schema: petUpdateSchema } } } },
  responses: { 200: json(petDetailSchema, 'Updated'), ...errors },
})
const remove = createRoute({ method: 'delete', path: '/pets/{petId}', tags: ['pets'], request: { params: petParams }, responses: { 204: { description: 'Deleted with its files' }, ...errors } })

export const petRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json({ pets: await listPets({ db: c.get('deps').database.db, userId: user.id }) }, 200)
  })
  .openapi(read, async (c) => {
    const user = await requireUser(c)
    return c.json(await getPet({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId }), 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await createPet({ db: c.get('deps').database.db, userId: user.id, input: c.req.valid('json') }), 201)
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c)
    const { petId } = c.req.valid('param')
    return c.json(await updatePet({ db: c.get('deps').database.db, userId: user.id, petId, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { database, fileStore } = c.get('deps')
    await deletePet({ db: database.db, fileStore, log: c.get('log'), userId: user.id, petId: c.req.valid('param').petId })
    return c.body(null, 204)
  })
