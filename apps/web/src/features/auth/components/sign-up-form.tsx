import { zodResolver } from '@hookform/resolvers/zod'
import { MIN_PASSWORD_LENGTH, authFailureDefaults, signUpSchema } from '@pawpulse/domain/auth'
import { useForm } from 'react-hook-form'
import { Button } from '../../../components/ui/button'
import { TextField } from '../../../components/ui/text-field'
import { useSignUp } from '../api/sign-up'
import { FormAlert } from './form-alert'
import { showServerErrors } from './server-errors'

export function SignUpForm({ redirectTo }: { redirectTo: string | null }) {
  const signUp = useSignUp(redirectTo)
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values)
    } catch (error) {
      showServerErrors(error, { fields: ['name', 'email', 'password'], setError, fallback: authFailureDefaults.signUp })
    }
  })

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
