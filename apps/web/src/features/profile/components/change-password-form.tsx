import { useEffect } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { MIN_PASSWORD_LENGTH } from '@pawpulse/domain/auth'
import { changePasswordFormSchema } from '@pawpulse/domain/auth-input'
import { useForm } from 'react-hook-form'
import { toast } from '#web/lib/toast.ts'
import { FormActions } from '#web/components/form-actions.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useChangePassword } from '../api/change-password'

const fieldNames = ['currentPassword', 'newPassword', 'confirmPassword'] as const

/** Current password, the new one twice, and whether to sign every other device out (by default yes). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword()
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: true },
  })
  const { register, setFocus, formState } = form
  const errors = formState.errors
  // Opened from a button that is now gone: the first field takes the focus.
  useEffect(() => setFocus('currentPassword'), [setFocus])

  const submit = useFormSubmit(form, {
    onSubmit: async ({ currentPassword, newPassword, revokeOtherSessions }) => {
      await change.mutateAsync({ currentPassword, newPassword, revokeOtherSessions })
      toast.success('Password changed', {
        description: revokeOtherSessions ? 'Every other device has been signed out.' : 'Use it the next time you sign in.',
      })
      onDone()
    },
    fields: fieldNames,
    fallback: 'Your password could not be changed. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Change password" className="grid max-w-md gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Checkbox
        label="Sign out of all other devices"
        description="Recommended if you think someone else knows your password."
        {...register('revokeOtherSessions')}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel="Change password" onCancel={onDone} />
    </form>
  )
}
