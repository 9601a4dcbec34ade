import { Link, useSearchParams } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs'
import { SignInForm } from '../components/sign-in-form'
import { SignUpForm } from '../components/sign-up-form'

type Mode = 'sign-in' | 'sign-up'

/** Spec §2 /auth: sign in and sign up on one page; `redirectTo` holds the page to return to. */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const mode: Mode = searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in'
  const redirectTo = searchParams.get('redirectTo')

  const changeMode = (next: string) =>
    setSearchParams(
      (params) => {
        params.set('mode', next)
        return params
      },
      { replace: true },
    )

  return (
    <div className="mx-auto grid max-w-md gap-6">
      <div>
        <h1 className="text-2xl font-bold text-foreground">Welcome to Pawpulse</h1>
        <p className="mt-1 text-muted-foreground">
          Sign in or create an account. Anything you tracked as a guest moves to your account.
        </p>
      </div>
      <Tabs value={mode} onValueChange={changeMode} className="grid gap-6">
        <TabsList aria-label="Sign in or sign up">
          <TabsTrigger value="sign-in">Sign in</TabsTrigger>
          <TabsTrigger value="sign-up">Sign up</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm redirectTo={redirectTo} />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm redirectTo={redirectTo} />
        </TabsContent>
      </Tabs>
      <p className="text-center text-sm text-muted-foreground">
        Just looking?{' '}
        <Link to="/dashboard" className="font-medium text-primary underline underline-offset-4">
          Continue as a guest
        </Link>
      </p>
    </div>
  )
}
