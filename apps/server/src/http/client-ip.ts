import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './env'

/**
 * The caller's address for rate limiting. X-Forwarded-For is only believed behind a proxy we
 * were told about (PAWPULSE_TRUST_PROXY); otherwise anyone could pick a fresh address per try.
 */
export function clientIp(c: Context<AppEnv>): string | undefined {
  if (c.get('deps').config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined // app.request() in tests has no socket
  }
}
