import { zodResolver } from '@hookform/resolvers/zod'
import { MIN_PASSWORD_LENGTH, authFailureDefaults } from '@pawpulse/domain/auth'
import { signUpSchema } from '@pawpulse/domain/auth-input'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useSignUp } from '../api/sign-up'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { CheckInboxPanel } from './check-inbox-panel'

interface SignUpFormProps {
  redirectTo: string | null
  /** From an invitation link: the invited address, accepted after signing up. */
  inviteToken?: string | null
  defaultEmail?: string
  /** The name the inviting owner gave (a household invitation): the invitee may correct it. */
  defaultName?: string
  /** Switches the page to sign-in (from the check-your-inbox answer). */
  onSignIn: () => void
}

export function SignUpForm({ redirectTo, inviteToken = null, defaultEmail = '', defaultName = '', onSignIn }: SignUpFormProps) {
  const signUp = useSignUp(redirectTo, inviteToken)
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: defaultName, email: defaultEmail, password: '' },
  })

  const { register, formState } = form
  const onSubmit = useFormSubmit(form, {
    onSubmit: signUp.mutateAsync,
    fields: ['name', 'email', 'password'],
    fallback: authFailureDefaults.signUp,
  })

  if (signUp.data && 'checkInbox' in signUp.data) return <CheckInboxPanel email={signUp.data.checkInbox} onSignIn={onSignIn} />

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign up">
      <FormAlert message={formState.errors.root?.server?.message} />
      <TextField label="Full name" autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
      <TextField label="E-mail" type="email" autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={formState.errors.password?.message}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        {...register('password')}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel="Create account" pendingLabel="Creating account…" />
    </form>
  )
}
