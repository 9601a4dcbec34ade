import type { z } from 'zod'

/** A JSON response of `schema` for `createRoute({ responses })`, with an example for the reference page. */
export const json = <T extends z.ZodType>(schema: T, description: string, example?: z.input<T>) => ({
  description,
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
})

/** A required JSON request body of `schema` for `createRoute({ request: { body } })`, with an example for the reference page. */
export const body = <T extends z.ZodType>(schema: T, example?: z.input<T>) => ({
  required: true,
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }) } },
})
