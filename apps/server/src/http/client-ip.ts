import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './env'

/**
 * The caller's address for rate limiting. X-Forwarded-For is only believed behind proxies we
 * were told about (PAWPULSE_TRUST_PROXY), and then only the entries they wrote: each proxy
 * appends the address it saw, so with N trusted hops the client is the N-th entry from the
 * right. Everything to its left is whatever the client sent, and a limit keyed on that would let
 * it pick a fresh address per try.
 */
export function clientIp(c: Context<AppEnv>): string | undefined {
  const hops = c.get('deps').config.trustedProxyHops
  if (hops > 0) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), hops)
    if (forwarded) return forwarded
  }
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined // app.request() in tests has no socket
  }
}

/**
 * The address `hops` trusted proxies saw, from an X-Forwarded-For header (several headers arrive
 * joined with commas). With fewer entries than hops the request skipped a proxy, and the
 * left-most entry is the best we have.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!entries.length) return undefined
  return entries[Math.max(0, entries.length - hops)]
}
