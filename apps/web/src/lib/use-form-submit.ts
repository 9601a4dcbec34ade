import type { FieldValues, UseFormReturn, Path } from 'react-hook-form'
import { showServerErrors } from './server-errors'

interface FormSubmitOptions<TFieldValues extends FieldValues, TValues> {
  /** Sends the checked values (a mutation's `mutateAsync`, then close or reset); a throw is shown in the form. */
  onSubmit: (values: TValues) => Promise<unknown>
  /** The fields this form shows: a server message about one of them goes under it. */
  fields: readonly Path<TFieldValues>[] | (() => readonly Path<TFieldValues>[])
  /** The form's alert when the server gave no message of its own. */
  fallback: string
}

/**
 * The one way a form sends: checked by its schema, then `onSubmit`; when that fails, the server's
 * field messages go under their fields (the first one focused) and any other failure into the
 * form's alert (`FormAlert` of `errors.root.server`), next to what the user was doing.
 */
export function useFormSubmit<TFieldValues extends FieldValues, TContext, TValues>(
  form: Pick<UseFormReturn<TFieldValues, TContext, TValues>, 'handleSubmit' | 'setError'>,
  { onSubmit, fields, fallback }: FormSubmitOptions<TFieldValues, TValues>,
) {
  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(values)
    } catch (error) {
      showServerErrors(error, { fields: typeof fields === 'function' ? fields() : fields, setError: form.setError, fallback })
    }
  })
}
