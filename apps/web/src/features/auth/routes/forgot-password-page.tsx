import { Link } from 'react-router'
import { ForgotPasswordForm } from '../components/forgot-password-form'

/** "Forgot password?" from the sign-in form: the reset link goes to the address, if it has an account. */
export function ForgotPasswordPage() {
  return (
    <div className="mx-auto grid max-w-md gap-6">
      <div>
        <h1 className="text-2xl font-bold text-foreground">Forgot your password?</h1>
        <p className="mt-1 text-muted-foreground">
          Enter the e-mail address you sign in with. We will send you a link to choose a new password.
        </p>
      </div>
      <ForgotPasswordForm />
      <p className="text-center text-sm text-muted-foreground">
        Remembered it?{' '}
        <Link to="/auth" className="font-medium text-primary underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </div>
  )
}
