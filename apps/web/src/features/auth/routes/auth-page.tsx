import { Link, useSearchParams } from 'react-router'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { useInvitation } from '../api/get-invitation'
import { AcceptInvitationPanel } from '../components/accept-invitation-panel'
import { InvitationSummary } from '../components/invitation-summary'
import { SignInForm } from '../components/sign-in-form'
import { SignUpForm } from '../components/sign-up-form'

type Mode = 'sign-in' | 'sign-up'

/**
 * /auth: sign in and sign up on one page; `redirectTo` holds the page to return to. With
 * `invite` (the household invitation e-mail's link) it shows the invitation, prefills the invited
 * address and accepts it once signed in.
 */
export function AuthPage() {
  const [searchParams, setSearchParams] = useSearchParams()
  const viewer = useViewer()
  const inviteToken = searchParams.get('invite')
  const invitation = useInvitation(inviteToken)
  // An invited person is more likely new here: sign-up first, unless the link says otherwise.
  const mode: Mode = (searchParams.get('mode') ?? (inviteToken ? 'sign-up' : 'sign-in')) === 'sign-up' ? 'sign-up' : 'sign-in'
  const redirectTo = searchParams.get('redirectTo')
  const validToken = invitation.isSuccess ? inviteToken : null
  const invitedEmail = invitation.data?.email ?? ''

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
        <p className="mt-1 text-muted-foreground">Sign in or create an account. Anything you tracked as a guest moves to your account.</p>
      </div>
      {inviteToken && invitation.isPending ? <LoadingDots label="Loading the invitation" className="py-4" /> : null}
      {invitation.isError ? <FormAlert message={failureMessage(invitation.error, 'This invitation could not be loaded.')} /> : null}
      {invitation.data ? <InvitationSummary invitation={invitation.data} /> : null}
      {validToken && invitation.data && viewer && viewer.role !== 'guest' ? (
        <AcceptInvitationPanel token={validToken} invitation={invitation.data} email={viewer.email} />
      ) : (
        <Tabs value={mode} onValueChange={changeMode} className="grid gap-6">
          <TabsList aria-label="Sign in or sign up">
            <TabsTrigger value="sign-in">Sign in</TabsTrigger>
            <TabsTrigger value="sign-up">Sign up</TabsTrigger>
          </TabsList>
          {/* Keyed by the invited address so the forms start with it once the invitation has loaded. */}
          <TabsContent value="sign-in">
            <SignInForm key={invitedEmail} redirectTo={redirectTo} inviteToken={validToken} defaultEmail={invitedEmail} />
          </TabsContent>
          <TabsContent value="sign-up">
            <SignUpForm
              key={invitedEmail}
              redirectTo={redirectTo}
              inviteToken={validToken}
              defaultEmail={invitedEmail}
              defaultName={invitation.data?.memberName ?? ''}
              onSignIn={() => changeMode('sign-in')}
            />
          </TabsContent>
        </Tabs>
      )}
      <p className="text-center text-sm text-muted-foreground">
        Just looking?{' '}
        <Link to="/dashboard" className="font-medium text-primary underline underline-offset-4">
          Continue as a guest
        </Link>
      </p>
    </div>
  )
}
