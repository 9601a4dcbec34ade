import { OpenAPIHono } from '@hono/zod-openapi'
import { AppError } from '../lib/app-error'
import type { AppEnv } from './env'

/**
 * Every feature router is made here so that a request that fails its zod schema becomes the
 * same VALIDATION error, with the fields named, everywhere.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw AppError.fromZod(result.error)
    },
  })
}
