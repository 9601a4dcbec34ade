import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { manufacturerListSchema, treatmentProductListSchema, treatmentProductSchema } from '@pawpulse/domain/treatment-api'
import {
  manufacturerQuerySchema,
  treatmentProductQuerySchema,
  userBrandInputSchema,
  userManufacturerInputSchema,
} from '@pawpulse/domain/treatment-input'
import { z } from 'zod'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { listManufacturers, listProducts } from './catalogue'
import { addUserBrand, addUserManufacturer } from './user-entries'
import { body, json } from '#server/http/openapi.ts'

const errors = { 400: json(errorBodySchema, 'Invalid input'), 401: json(errorBodySchema, 'No session') }
const conflict = { 409: json(errorBodySchema, 'Already on the seeded list') }
const manufacturerSchema = z.object({ id: z.uuid(), name: z.string() })
const tags = ['treatments']

const products = createRoute({
  method: 'get',
  path: '/treatments/products',
  tags,
  security: requires.session,
  summary: 'By species, type and manufacturer',
  request: { query: treatmentProductQuerySchema },
  responses: { 200: json(treatmentProductListSchema, 'Seeded and own products'), ...errors },
})
const manufacturers = createRoute({
  method: 'get',
  path: '/treatments/manufacturers',
  tags,
  security: requires.session,
  summary: 'By brand name',
  request: { query: manufacturerQuerySchema },
  responses: { 200: json(manufacturerListSchema, 'Manufacturers'), ...errors },
})
const addBrand = createRoute({
  method: 'post',
  path: '/treatments/brands',
  tags,
  security: requires.session,
  request: { body: body(userBrandInputSchema) },
  responses: {
    201: json(treatmentProductSchema, 'Added'),
    200: json(treatmentProductSchema, 'Already added (same name, any case)'),
    ...errors,
    ...conflict,
  },
})
const addManufacturer = createRoute({
  method: 'post',
  path: '/treatments/manufacturers',
  tags,
  security: requires.session,
  request: { body: body(userManufacturerInputSchema) },
  responses: {
    201: json(manufacturerSchema, 'Added'),
    200: json(manufacturerSchema, 'Already added (same name, any case)'),
    ...errors,
    ...conflict,
  },
})

export const treatmentReferenceRoutes = createRouter()
  .openapi(products, async (c) => {
    const user = await requireUser(c)
    return c.json({ products: await listProducts({ db: c.get('deps').database.db, userId: user.id, filter: c.req.valid('query') }) }, 200)
  })
  .openapi(manufacturers, async (c) => {
    const user = await requireUser(c)
    const { brand } = c.req.valid('query')
    return c.json(
      { manufacturers: await listManufacturers({ db: c.get('deps').database.db, userId: user.id, ...(brand ? { brand } : {}) }) },
      200,
    )
  })
  .openapi(addBrand, async (c) => {
    const user = await requireUser(c)
    const { created, product } = await addUserBrand({ db: c.get('deps').database.db, userId: user.id, input: c.req.valid('json') })
    return created ? c.json(product, 201) : c.json(product, 200)
  })
  .openapi(addManufacturer, async (c) => {
    const user = await requireUser(c)
    const { created, manufacturer } = await addUserManufacturer({
      db: c.get('deps').database.db,
      userId: user.id,
      name: c.req.valid('json').name,
    })
    return created ? c.json(manufacturer, 201) : c.json(manufacturer, 200)
  })
