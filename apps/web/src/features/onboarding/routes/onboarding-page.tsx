import { Link } from 'react-router'
import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'
import { buttonClassName } from '../../../components/ui/button'

/** Spec §2 /onboarding: where 'Add Your First Pet' leads. */
export function OnboardingPage() {
  return (
    <>
      <PageHeader title="Add your first pet" />
      <ComingSoon
        feature="Adding pets"
        willShow={['A guided set-up that reads your vet records for you', 'A step-by-step form, section by section']}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/onboarding/ai" className={buttonClassName()}>
          Preview the guided set-up
        </Link>
        <Link to="/dashboard" className={buttonClassName({ variant: 'outline' })}>
          Back to dashboard
        </Link>
      </div>
    </>
  )
}
