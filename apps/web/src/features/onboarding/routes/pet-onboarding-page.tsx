import { PageHeader } from '../../../components/page-header'
import { OnboardingWizard } from '../components/onboarding-wizard'

/**
 * Spec §2 /petonboarding: adding a pet, section by section (spec §4's eight progress flags). A
 * direct visit starts from an empty pet; a draft stored on the device is picked up where it was.
 */
export function PetOnboardingPage() {
  return (
    <>
      <PageHeader
        title="Add a pet"
        description="Eight short sections. Only the name and species are required, and your answers stay on this device until you complete."
      />
      <OnboardingWizard />
    </>
  )
}
