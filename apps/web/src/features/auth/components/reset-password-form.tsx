import { zodResolver } from '@hookform/resolvers/zod'
import { MIN_PASSWORD_LENGTH, resetPasswordFormSchema } from '@pawpulse/domain/auth'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { TextField } from '../../../components/ui/text-field'
import { ApiError } from '../../../lib/api-client'
import { showServerErrors } from '../../../lib/server-errors'
import { useResetPassword } from '../api/reset-password'

/**
 * The new password, typed twice. `onDone` gets 'reset', or 'expired' when the server says the
 * link's token is no longer good (it expired or was used meanwhile).
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: (outcome: 'reset' | 'expired') => void }) {
  const reset = useResetPassword()
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await reset.mutateAsync({ token, newPassword })
      onDone('reset')
    } catch (error) {
      if (error instanceof ApiError && error.fields.token) return onDone('expired')
      showServerErrors(error, { fields: ['newPassword'], setError, fallback: 'Your password could not be changed. Please try again.' })
    }
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
      <TextField label="Repeat the new password" type="password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} {...register('confirmPassword')} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  )
}
