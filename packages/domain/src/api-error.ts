import { z } from 'zod'

/**
 * The one error vocabulary of the API (docs/ARCHITECTURE.md#one-error-type-and-one-error-shape).
 * The server maps each code to an HTTP status; the client maps it back to a message for the user.
 */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** Field path (dot-joined) → message, for validation errors. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorBody = z.infer<typeof errorBodySchema>
