import { zodResolver } from '@hookform/resolvers/zod'
import { MIN_PASSWORD_LENGTH } from '@pawpulse/domain/auth'
import { resetPasswordFormSchema } from '@pawpulse/domain/auth-input'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useResetPassword } from '../api/reset-password'

/**
 * The new password, typed twice. `onDone` gets 'reset', or 'expired' when the server says the
 * link's token is no longer good (it expired or was used meanwhile).
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (outcome: 'reset' | 'expired') => void }) {
  const reset = useResetPassword()
  const form = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } })
  const { register, formState } = form
  const onSubmit = useFormSubmit(form, {
    onSubmit: async ({ newPassword }) => {
      try {
        await reset.mutateAsync({ token, newPassword })
      } catch (error) {
        // The link died while the form was open: the page explains it instead of the form.
        if (error instanceof ApiError && error.fields.token) return onDone('expired')
        throw error
      }
      onDone('reset')
    },
    fields: ['newPassword'],
    fallback: 'Your password could not be changed. Please try again.',
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Choose a new password">
      <FormAlert message={formState.errors.root?.server?.message} />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={formState.errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel="Set new password" />
    </form>
  )
}
