import type { FieldValues, UseFormSetError, Path } from 'react-hook-form'
import { ApiError, failureMessage } from './api-client'

/**
 * Puts a failed submit's messages where the user looks: the server's field messages under their
 * fields (the first one focused), anything else in the form's alert (the action's default message
 * when the server gave none).
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  { fields, setError, fallback }: { fields: readonly Path<T>[]; setError: UseFormSetError<T>; fallback: string },
): void {
  const serverFields = error instanceof ApiError ? error.fields : {}
  const matched = fields.filter((field) => serverFields[field])
  matched.forEach((field, index) => setError(field, { type: 'server', message: serverFields[field] }, { shouldFocus: index === 0 }))
  if (matched.length === 0) setError('root.server', { type: 'server', message: failureMessage(error, fallback) })
}
