import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { AppError } from '../lib/app-error'
import type { AppEnv } from './env'
import { documentOperation } from './operation-docs'
import { API_KEY_SCHEME, authenticateApiKey } from './api-key-auth'
import { hasBearerCredentials, requireAccount, requireAdmin, requireUser } from './session'

/** The OpenAPI security scheme of the session cookie (registered in app.ts). */
export const SESSION_SCHEME = 'session'

/**
 * Who may call a route, written once as the route's OpenAPI `security`: `/api/openapi.json` says
 * it, and `createRouter` enforces it before the request is validated. The roles follow OpenAPI
 * 3.1 (role names in the requirement's array).
 */
export const requires = {
  /** Any session, a guest's included. */
  session: [{ [SESSION_SCHEME]: [] }],
  /** A real account: guests are asked to sign up or sign in first. */
  account: [{ [SESSION_SCHEME]: ['account'] }],
  /** An account with the admin role. */
  admin: [{ [SESSION_SCHEME]: ['admin'] }],
  /** Any session, or a personal API key (the pet list; the pet router adds the key to its routes). */
  sessionOrApiKey: [{ [SESSION_SCHEME]: [] }, { [API_KEY_SCHEME]: [] }] as Record<string, string[]>[],
} satisfies Record<string, NonNullable<RouteConfig['security']>>

/**
 * Every feature router is made here, so that on every route:
 * - the session its `security` asks for is checked first (401 / 403), before the body or the
 *   query is looked at: an anonymous caller learns nothing about the shape of a protected route;
 * - a request that fails its zod schema becomes the same VALIDATION error, with the fields named.
 */
export function createRouter<E extends AppEnv = AppEnv>() {
  const router = new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.fromZod(result.error)
    },
  })
  const register = router.openapi
  router.openapi = ((route: RouteConfig, handler: never, hook: never) => {
    const guard = sessionGuard(route.security)
    const own = route.middleware === undefined ? [] : Array.isArray(route.middleware) ? route.middleware : [route.middleware]
    return register({ ...documentOperation(route), middleware: guard ? [guard, ...own] : own }, handler, hook)
  }) as typeof register
  return router
}

/**
 * The check a route's `security` asks for; none for a public route. A route that also lists the
 * API key scheme takes a bearer key instead of the session; on every other route a bearer header
 * means no session at all (currentUser ignores the cookie then), so a key gets 401 there.
 */
function sessionGuard(security: RouteConfig['security']): MiddlewareHandler<AppEnv> | undefined {
  const roles = security?.find((requirement) => SESSION_SCHEME in requirement)?.[SESSION_SCHEME]
  if (!roles) return undefined
  const takesApiKey = security?.some((requirement) => API_KEY_SCHEME in requirement) ?? false
  const check = roles.includes('admin') ? requireAdmin : roles.includes('account') ? requireAccount : requireUser
  return async (c, next) => {
    if (takesApiKey && hasBearerCredentials(c)) await authenticateApiKey(c)
    else await check(c)
    await next()
  }
}
