import { zodResolver } from '@hookform/resolvers/zod'
import { RESET_LINK_TTL_MINUTES } from '@pawpulse/domain/auth'
import { forgotPasswordSchema } from '@pawpulse/domain/auth-input'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useRequestPasswordReset } from '../api/request-password-reset'
import { AuthNotice } from './auth-notice'

/** Asks for the reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset()
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })
  const { register, getValues, formState } = form
  const onSubmit = useFormSubmit(form, {
    onSubmit: request.mutateAsync,
    fields: ['email'],
    fallback: 'The link could not be sent. Please try again.',
  })

  if (request.isSuccess) {
    const email = request.variables.email
    return (
      <AuthNotice title="Check your inbox">
        <p>
          If an account uses <strong className="break-all">{email}</strong>, we have sent it a link to choose a new password. The link works
          once, for {RESET_LINK_TTL_MINUTES} minutes.
        </p>
        <p className="text-muted-foreground">Nothing after a few minutes? Look in your spam folder, or send the link again.</p>
        <StatusButton
          variant="outline"
          className="justify-self-start"
          isPending={request.isPending}
          pendingLabel="Sending…"
          onClick={() => request.mutate({ email: getValues('email') })}
        >
          Send the link again
        </StatusButton>
      </AuthNotice>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Reset your password">
      <FormAlert message={formState.errors.root?.server?.message} />
      <TextField label="E-mail" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
      <FormActions isPending={formState.isSubmitting} submitLabel="Send reset link" pendingLabel="Sending…" />
    </form>
  )
}
