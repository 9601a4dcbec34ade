import type { ZodType } from 'zod'
import type { FieldError, FieldErrors, FieldValues, Resolver } from './form-types'

/**
 * Checks a form with its zod schema: the parsed values (defaults and transforms applied) to send,
 * or each field's first message, keyed by its issue's dotted path (the form nests them, as it does
 * every resolver's).
 */
export function zodResolver<TInput extends FieldValues, TOutput, TContext = unknown>(
  schema: ZodType<TOutput, TInput>,
): Resolver<TInput, TContext, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message }
    return { values: {}, errors: errors as FieldErrors<TInput> }
  }
}
