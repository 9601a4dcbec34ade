import { useEffect } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { changeEmailSchema } from '@pawpulse/domain/auth-input'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useChangeEmail } from '../api/change-email'

/** The new address and the current password; the change waits for the link mailed to the new address. */
export function ChangeEmailForm({ onSent, onCancel }: { onSent: (newEmail: string) => void; onCancel: () => void }) {
  const change = useChangeEmail()
  const form = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { newEmail: '', currentPassword: '' } })
  const { register, setFocus, formState } = form
  const errors = formState.errors
  // Opened from a button that is now gone: the first field takes the focus.
  useEffect(() => setFocus('newEmail'), [setFocus])

  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      await change.mutateAsync(values)
      onSent(values.newEmail)
    },
    fields: ['newEmail', 'currentPassword'],
    fallback: 'The change could not be started. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Change e-mail address" className="grid max-w-md gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField label="New e-mail address" type="email" autoComplete="email" error={errors.newEmail?.message} {...register('newEmail')} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel="Send confirmation link" pendingLabel="Sending…" onCancel={onCancel} />
    </form>
  )
}
