import { errorBodySchema } from '@pawpulse/domain/api-error'
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

/**
 * The other answers of a create whose body may carry a client id (decision 030, core/client-ids.ts):
 * the same request seen before, or an id that names someone else's record.
 */
export const replayResponses = <T extends z.ZodType>(schema: T) => ({
  200: json(schema, 'Already saved: the same id was sent before'),
  409: json(errorBodySchema, 'The id is already used by another record'),
})
