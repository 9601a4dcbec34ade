import { z } from 'zod'

/** A JSON response of `schema` for `createRoute({ responses })`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } })

/** A required JSON request body of `schema` for `createRoute({ request: { body } })`. */
export const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } })

/** `/pets/{petId}/…` routes: a malformed id is a 400, an unknown or foreign one a 404 (service). */
export const petParams = z.object({ petId: z.uuid({ error: 'Unknown pet id' }) })
