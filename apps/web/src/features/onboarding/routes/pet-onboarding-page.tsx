import { PageHeader } from '#web/components/page-header.tsx'
import { OnboardingWizard } from '../components/onboarding-wizard'

/**
 * /petonboarding: adding a pet, section by section (eight sections, each with a progress flag). A
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
