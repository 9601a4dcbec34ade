import type { z } from 'zod'

/** A JSON response of `schema` for `createRoute({ responses })`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } })

/** A required JSON request body of `schema` for `createRoute({ request: { body } })`. */
export const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } })
