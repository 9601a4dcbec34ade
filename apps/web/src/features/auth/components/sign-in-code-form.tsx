import { useEffect } from 'react'
import { z } from 'zod'
import { codeKind } from '@pawpulse/domain/two-factor'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useVerifySignInCode } from '../api/two-factor-sign-in'

const codeFormSchema = z.object({
  code: z.string().refine((code) => codeKind(code) !== null, 'Enter the 6-digit code from your authenticator app, or a recovery code'),
})

/** The sign-in's second step (docs/product/accounts-and-guests.md#two-factor-sign-in). */
export function SignInCodeForm({
  redirectTo,
  inviteToken,
  onCancel,
}: {
  redirectTo: string | null
  inviteToken: string | null
  onCancel: () => void
}) {
  const verify = useVerifySignInCode(redirectTo, inviteToken)
  const form = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } })
  const { register, setFocus, formState } = form
  // The password form is gone: the code field takes the focus.
  useEffect(() => setFocus('code'), [setFocus])
  const onSubmit = useFormSubmit(form, {
    onSubmit: ({ code }) => verify.mutateAsync(code),
    fields: ['code'],
    fallback: 'The code could not be checked. Please try again.',
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Two-factor sign-in">
      <FormAlert message={formState.errors.root?.server?.message} />
      <p className="text-sm text-foreground">Your password is right. Enter the code your authenticator app shows for Pawpulse.</p>
      <TextField
        label="Code"
        inputMode="text"
        autoComplete="one-time-code"
        hint="6 digits, or one of your recovery codes."
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <FormActions
        isPending={formState.isSubmitting}
        submitLabel="Verify"
        pendingLabel="Checking…"
        onCancel={onCancel}
        cancelLabel="Use another account"
      />
    </form>
  )
}
