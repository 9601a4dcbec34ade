import type { ZodType } from 'zod'
import type { FieldError, FieldValues, Resolver } from './form-types'
import { nestErrors } from './use-form'

/**
 * Checks a form with its zod schema: the parsed values (defaults and transforms applied) to send,
 * or each field's first message, under the field its issue's path names.
 */
export function zodResolver<TInput extends FieldValues, TOutput, TContext = unknown>(
  schema: ZodType<TOutput, TInput>,
): Resolver<TInput, TContext, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values)
    if (result.success) return { values: result.data, errors: {} }
    const errors: Record<string, FieldError> = {}
    for (const issue of result.error.issues) errors[issue.path.join('.')] ??= { type: issue.code, message: issue.message }
    return { values: {}, errors: nestErrors<TInput>(errors) }
  }
}
