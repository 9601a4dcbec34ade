import { Link } from 'react-router'
import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'
import { buttonClassName } from '../../../components/ui/button'

/** Spec §2 /petonboarding: adding a pet, section by section (spec §4's eight progress flags). */
export function PetOnboardingPage() {
  return (
    <>
      <PageHeader title="Add a pet" />
      <ComingSoon
        feature="Pet onboarding"
        willShow={[
          'General information: name, species, breed, birthdate, weight, photos',
          'Care team, health history and medications',
          'Diet, behaviour and fun facts',
          'Notifications and symptom tracking',
        ]}
      />
      <Link to="/dashboard" className={buttonClassName({ variant: 'outline', className: 'mt-6' })}>
        Back to dashboard
      </Link>
    </>
  )
}
