import { zodResolver } from '@hookform/resolvers/zod'
import { authFailureDefaults } from '@pawpulse/domain/auth'
import { signInSchema } from '@pawpulse/domain/auth-input'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { FormActions } from '#web/components/form-actions.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useSignIn } from '../api/sign-in'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useState } from 'react'
import { PasskeySignInButton } from './passkey-sign-in-button'
import { SignInCodeForm } from './sign-in-code-form'

/** `inviteToken` and `defaultEmail` come from an invitation link: the invited address, accepted after signing in. */
export function SignInForm({
  redirectTo,
  inviteToken = null,
  defaultEmail = '',
}: {
  redirectTo: string | null
  inviteToken?: string | null
  defaultEmail?: string
}) {
  const signIn = useSignIn(redirectTo, inviteToken)
  // Two-factor sign-in on: the password was right and the code is asked next (decision 061).
  const [needsCode, setNeedsCode] = useState(false)
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })

  const { register, formState } = form
  const onSubmit = useFormSubmit(form, {
    onSubmit: async (input) => {
      if ('needsCode' in (await signIn.mutateAsync(input))) setNeedsCode(true)
    },
    fields: ['email', 'password'],
    fallback: authFailureDefaults.signIn,
  })

  if (needsCode) return <SignInCodeForm redirectTo={redirectTo} inviteToken={inviteToken} onCancel={() => setNeedsCode(false)} />

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign in">
        <FormAlert message={formState.errors.root?.server?.message} />
        <TextField label="E-mail" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Link
          to="/forgot-password"
          className="-mt-2 justify-self-start rounded-sm text-sm font-medium text-primary underline underline-offset-4"
        >
          Forgot password?
        </Link>
        <FormActions isPending={formState.isSubmitting} submitLabel="Sign in" pendingLabel="Signing in…" />
      </form>
      <PasskeySignInButton redirectTo={redirectTo} inviteToken={inviteToken} />
    </div>
  )
}
