import type { RouteConfig } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { apiKeyAllows } from '@pawpulse/domain/api-keys'
import type { PetAccessLevel } from '@pawpulse/domain/pets'
import type { UnitSystem } from '@pawpulse/domain/profile'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { Database } from '../db/client'
import type { AppEnv, SessionUser } from '../http/env'
import { json } from '../http/openapi'
import { API_KEY_SCHEME } from '../http/api-key-auth'
import { createRouter, requires } from '../http/router'
import { requireUser } from '../http/session'
import { AppError } from '../lib/app-error'
import { assertLevel, assertPetAccess } from './pet-access'

declare const checked: unique symbol

/**
 * One pet, as the request may use it: the access check has passed for this request's method.
 * Only `createPetRouter` makes one (the brand cannot be written elsewhere), so a service that
 * takes a PetScope cannot be reached without the check, and does not check again.
 */
export interface PetScope {
  readonly db: Database
  readonly user: SessionUser
  readonly petId: string
  readonly access: PetAccessLevel
  /** The signed-in user's time zone (profile, else UTC): the days of their lists and charts. */
  readonly timeZone: string
  /** The signed-in user's unit system, for weights shown in their units. */
  readonly unitSystem: UnitSystem | null
  readonly [checked]: true
}

export interface PetEnv {
  Variables: AppEnv['Variables'] & { pet: PetScope }
}

/** `/pets/{petId}/…` parameters, for the OpenAPI document; a malformed id never gets this far (404). */
export const petParams = z.object({ petId: z.uuid({ error: 'Unknown pet id' }) })

const petIdSchema = petParams.shape.petId
/** The same check as the route's validation, with the schema built once (not on every request). */
const isPetId = (value: string) => petIdSchema.safeParse(value).success

/**
 * The answers every pet route may give besides its own, documented once here and added to each
 * route by `createPetRouter`: reads cannot be refused as read-only.
 */
export const petReadErrors = {
  400: json(errorBodySchema, 'Invalid query or body (checked after the session and the access)'),
  401: json(errorBodySchema, 'No session, or an API key that is invalid, expired or revoked'),
  404: json(errorBodySchema, 'No such pet for this user or API key (a malformed id included), or no such record of the pet'),
  429: json(errorBodySchema, 'Too many requests with this API key in the last minute'),
}
export const petWriteErrors = {
  ...petReadErrors,
  403: json(errorBodySchema, 'The user may only view this pet, the route is the owner’s alone, or the API key may only read'),
}

export const READ_ONLY_KEY_MESSAGE = 'This API key can only read. Create a key with read and write access to change records.'

/**
 * Runs before validation on `/pets/{petId}` and everything under it: the session or API key (401),
 * the id's shape and the user's access (404 for anyone who may not see the pet), and the level the
 * method needs (GET and HEAD read; anything else writes: 403 for a viewer). A key answers for its
 * owner and may do no more than they may: its pets only (another pet is 404, like a stranger's),
 * the owner's access as it is now, and writes only with read-and-write access (403). Every pet
 * route runs it first among its own middleware.
 */
const scopeToPet: MiddlewareHandler<PetEnv> = async (c, next) => {
  const petId = c.req.param('petId') ?? ''
  if (c.get('pet')?.petId !== petId) {
    const user = await requireUser(c)
    if (!isPetId(petId)) throw AppError.notFound('Pet not found')
    const key = c.get('apiKey')
    if (key && !key.petIds.has(petId)) throw AppError.notFound('Pet not found')
    const need = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'read' : 'write'
    const db = c.get('deps').database.db
    const found = await assertPetAccess({ db, userId: user.id, petId, need })
    if (key && !apiKeyAllows(key.access, c.req.method)) throw AppError.forbidden(READ_ONLY_KEY_MESSAGE)
    c.set('pet', { db, user, petId, ...found } as PetScope)
  }
  await next()
}

/** For routes that only the pet's owner may use (deleting the pet): declare it as route middleware. */
export const petOwnerOnly: MiddlewareHandler<PetEnv> = async (c, next) => {
  assertLevel(c.get('pet').access, 'own')
  await next()
}

/**
 * The router of every route under `/api/pets/{petId}`; a handler finds the checked pet in
 * `c.get('pet')`. Each route is documented with the session it needs and the shared errors.
 */
export function createPetRouter() {
  const router = createRouter<PetEnv>()
  const register = router.openapi
  router.openapi = ((route: RouteConfig, handler: never, hook: never) => {
    if (!/^\/pets\/\{petId\}(\/|$)/.test(route.path)) throw new Error(`${route.path} is not under /pets/{petId}: use createRouter()`)
    const errors = route.method === 'get' || route.method === 'head' ? petReadErrors : petWriteErrors
    // The pet check runs as the route's first own middleware: after the session its `security`
    // asks for (createRouter puts that first, so a guest on an account-only route gets 401) and
    // before validation.
    const own = route.middleware === undefined ? [] : Array.isArray(route.middleware) ? route.middleware : [route.middleware]
    return register(
      {
        ...route,
        // Every pet route also takes a personal API key: the pet-scoped API is what keys are for.
        security: [...(route.security ?? requires.session), { [API_KEY_SCHEME]: [] }],
        middleware: [scopeToPet, ...own],
        responses: { ...errors, ...route.responses },
      },
      handler,
      hook,
    )
  }) as typeof register
  return router
}
