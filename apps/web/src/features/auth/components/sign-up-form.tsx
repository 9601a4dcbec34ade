import { zodResolver } from '@hookform/resolvers/zod'
import { MIN_PASSWORD_LENGTH, authFailureDefaults, signUpSchema } from '@pawpulse/domain/auth'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { useSignUp } from '../api/sign-up'
import { FormAlert } from '../../../components/ui/form-alert'
import { CheckInboxPanel } from './check-inbox-panel'
import { showServerErrors } from '../../../lib/server-errors'

interface SignUpFormProps {
  redirectTo: string | null
  /** From an invitation link: the invited address, accepted after signing up. */
  inviteToken?: string | null
  defaultEmail?: string
  /** Switches the page to sign-in (from the check-your-inbox answer). */
  onSignIn: () => void
}

export function SignUpForm({ redirectTo, inviteToken = null, defaultEmail = '', onSignIn }: SignUpFormProps) {
  const signUp = useSignUp(redirectTo, inviteToken)
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: defaultEmail, password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values)
    } catch (error) {
      showServerErrors(error, { fields: ['name', 'email', 'password'], setError, fallback: authFailureDefaults.signUp })
    }
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
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Creating account…' : 'Create account'}
      </Button>
    </form>
  )
}
