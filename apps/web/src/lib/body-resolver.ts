import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

/**
 * A form resolver for forms whose fields are not the request's shape (a local time, a schedule
 * picked from a list): the values become the request body, the API's own schema checks it, and
 * each message goes to the field `fieldOf` names for its path.
 */
export function bodyResolver<TValues extends FieldValues, TBody>(
  schema: ZodType<TBody>,
  toBody: (values: TValues) => unknown,
  fieldOf: (path: readonly PropertyKey[], values: TValues) => string = (path) => String(path[0]),
): Resolver<TValues, unknown, TBody> {
  return async (values) => {
    const result = schema.safeParse(toBody(values))
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, { type: string; message: string }> = {}
    for (const issue of result.error.issues) errors[fieldOf(issue.path, values)] ??= { type: 'validation', message: issue.message }
    return { values: {}, errors: errors as FieldErrors<TValues> }
  }
}
