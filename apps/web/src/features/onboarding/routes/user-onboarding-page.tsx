import { Link, useLocation, useNavigate } from 'react-router'
import { OwnerProfileForm } from '#web/components/owner-profile-form/owner-profile-form.tsx'
import { formValuesFrom, type OwnerProfileFormValues, profileUpdateFrom } from '#web/components/owner-profile-form/owner-profile-schema.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { buttonClassName } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useMe } from '#web/lib/auth/get-me.ts'
import { useUpdateMe } from '#web/lib/auth/update-me.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'

/**
 * /useronboarding: owner onboarding, reached after sign-up, after a sign-in with
 * onboarding not complete, and after sign-out (as a fresh guest). Guests can do it too: their
 * data moves to the account when they sign up.
 */
export function UserOnboardingPage() {
  const viewer = useViewer()
  const me = useMe()
  const updateMe = useUpdateMe()
  const navigate = useNavigate()
  const isGuest = viewer?.role === 'guest'
  // Sign-out lands here (lib/auth/sign-out.ts): the page says so before offering the guest setup.
  const location = useLocation()
  const justSignedOut = isGuest && (location.state as { signedOut?: boolean } | null)?.signedOut === true

  const save = async (values: OwnerProfileFormValues) => {
    const update = profileUpdateFrom(values)
    await updateMe.mutateAsync(update)
    // Kept in the draft's userProfile too: pet onboarding sends it with Complete.
    useOnboardingDraftStore.getState().patch({ userProfile: update })
    await navigate('/petonboarding')
  }

  return (
    <>
      <PageHeader
        title="Welcome to Pawpulse"
        description={
          justSignedOut ? 'You have signed out.' : isGuest ? 'You are browsing as a guest.' : `Signed in as ${viewer?.email ?? ''}.`
        }
      />
      {justSignedOut ? (
        <div role="status" className="mb-6 rounded-md border border-border bg-primary-soft p-3 text-sm text-foreground">
          <p className="font-medium">You signed out of your account on this device.</p>
          <p className="mt-1">Sign in to get back to your pets, or continue as a guest: a guest starts with nothing recorded.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to="/auth" className={buttonClassName({ size: 'sm' })}>
              Sign in
            </Link>
            <Link to="/useronboarding" replace className={buttonClassName({ size: 'sm', variant: 'outline' })}>
              Continue as guest
            </Link>
          </div>
        </div>
      ) : isGuest ? (
        <div className="mb-6 rounded-md border border-border bg-primary-soft p-3 text-sm text-foreground">
          <p>You can set up as a guest: everything you enter moves to your account when you sign up.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to="/auth?mode=sign-up" className={buttonClassName({ size: 'sm' })}>
              Sign up
            </Link>
            <Link to="/auth" className={buttonClassName({ size: 'sm', variant: 'outline' })}>
              Sign in
            </Link>
          </div>
        </div>
      ) : null}
      <Card aria-labelledby="about-you-title">
        <h2 id="about-you-title" className="mb-4 text-lg font-semibold text-foreground">
          About you
        </h2>
        {me.isPending && viewer?.hasSession !== false ? <LoadingDots label="Loading your profile" /> : null}
        {me.isError ? (
          <p className="mb-4 text-sm text-muted-foreground">Your saved profile could not be loaded; you can still fill this in.</p>
        ) : null}
        {!me.isPending || viewer?.hasSession === false ? (
          <OwnerProfileForm
            // Re-created once the saved profile arrives, so it starts from it.
            key={me.data ? 'loaded' : 'blank'}
            ariaLabel="About you"
            defaultValues={formValuesFrom(me.data, isGuest ? '' : (viewer?.name ?? ''))}
            submitLabel="Continue"
            onSubmit={save}
          />
        ) : null}
      </Card>
      <Link to="/dashboard" className={buttonClassName({ variant: 'ghost', className: 'mt-6' })}>
        Skip for now
      </Link>
    </>
  )
}
