import type { MiddlewareHandler } from 'hono'
import { AppError } from '../lib/app-error'
import type { AppEnv } from './env'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export const CROSS_SITE_MESSAGE = 'This request came from another website and was refused. Open Pawpulse itself to make this change.'

/**
 * Cross-site request forgery: the session cookie is SameSite=Lax, which still lets a sibling
 * subdomain (same site) post, and older browsers send it more widely. So every write to the API
 * must come from one of the app's own origins (docs/decisions/010):
 * - an `Origin` header that is present must be one of them (`null`, sent by sandboxed frames and
 *   some redirects, is not);
 * - without `Origin`, `Sec-Fetch-Site: cross-site` or `same-site` is refused too.
 * A request with neither header (curl, another server, the tests' client) is no browser acting
 * for a victim and passes; reads (GET, HEAD, OPTIONS) always pass.
 */
export function sameOriginWrites(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(origins)
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method) && isCrossSite(c.req.header('origin'), c.req.header('sec-fetch-site'), allowed)) {
      throw AppError.forbidden(CROSS_SITE_MESSAGE)
    }
    await next()
  }
}

function isCrossSite(origin: string | undefined, fetchSite: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (origin !== undefined) return !allowed.has(origin)
  return fetchSite === 'cross-site' || fetchSite === 'same-site'
}
