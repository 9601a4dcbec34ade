import { Link } from 'react-router'
import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'
import { buttonClassName } from '../../../components/ui/button'
import { useViewer } from '../../../lib/auth/viewer'

/**
 * Spec §2 /useronboarding: owner onboarding, reached after sign-up, after a sign-in with
 * onboarding not complete, and after sign-out (as a fresh guest).
 */
export function UserOnboardingPage() {
  const viewer = useViewer()
  const isGuest = viewer?.role === 'guest'
  return (
    <>
      <PageHeader title="Welcome to Pawpulse" description={isGuest ? 'You are browsing as a guest.' : `Signed in as ${viewer?.email ?? ''}.`} />
      <ComingSoon
        feature="Owner onboarding"
        willShow={[
          'Your name and preferred name',
          'Your country, which sets currency, units and time zone',
          'How you want reminders: e-mail or push notifications',
          'The people in your household who help care for your pets',
        ]}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        {isGuest ? (
          <>
            <Link to="/auth?mode=sign-up" className={buttonClassName()}>
              Sign up
            </Link>
            <Link to="/auth" className={buttonClassName({ variant: 'outline' })}>
              Sign in
            </Link>
          </>
        ) : null}
        <Link to="/dashboard" className={buttonClassName({ variant: isGuest ? 'outline' : 'default' })}>
          Continue to dashboard
        </Link>
      </div>
    </>
  )
}
