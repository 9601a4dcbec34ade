import { type OnboardingSection, onboardingSections } from '@pawpulse/domain/onboarding'
import { type ComponentType, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { ApiError, failureMessage } from '#web/lib/api-client.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import { usePetOnboardingStore } from '#web/lib/stores/pet-onboarding-store.ts'
import { useCompleteOnboarding } from '../api/complete-onboarding'
import { toCompletionBody } from '../utils/completion-body'
import { errorsOfSection, firstSectionWithErrors, sectionOfPath, sectionText, validateDraft } from '../utils/sections'
import { BehaviorSection } from './behavior-section'
import { CancelOnboardingButton } from './cancel-onboarding-button'
import { CareTeamSection } from './care-team-section'
import { DietSection } from './diet-section'
import { ErrorSummary } from './error-summary'
import { FunFactsSection } from './fun-facts-section'
import { GeneralInfoSection } from './general-info-section'
import { HealthHistorySection } from './health-history-section'
import { NotificationsSection } from './notifications-section'
import { OnboardingProgress } from './onboarding-progress'
import { SymptomTrackingSection } from './symptom-tracking-section'
import type { SectionProps } from './use-pet-draft'
import { useOwnerUnitSystem } from './use-owner-unit-system'

const sectionComponents: Record<OnboardingSection, ComponentType<SectionProps>> = {
  generalInfo: GeneralInfoSection,
  careTeam: CareTeamSection,
  healthHistory: HealthHistorySection,
  dietDetails: DietSection,
  behavior: BehaviorSection,
  funFacts: FunFactsSection,
  notifications: NotificationsSection,
  symptomTracking: SymptomTrackingSection,
}
const lastStep = onboardingSections.length

/** Pet onboarding: the eight sections in order, checked as the server will check them. */
export function OnboardingWizard() {
  const draft = useOnboardingDraftStore()
  const progress = usePetOnboardingStore((state) => state.progress)
  const markDone = usePetOnboardingStore((state) => state.markDone)
  const unitSystem = useOwnerUnitSystem()
  const complete = useCompleteOnboarding()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const step = Math.min(Math.max(draft.currentStep, 1), lastStep)
  const section = onboardingSections[step - 1] ?? 'generalInfo'
  const Section = sectionComponents[section]
  const sectionErrors = errorsOfSection(errors, section)
  const unplaced = Object.entries(errors).filter(([path]) => sectionOfPath(path) === null)

  // Moving to another section moves focus to its heading, so screen readers follow.
  const moveTo = (next: number) => {
    flushSync(() => draft.goToStep(next))
    headingRef.current?.focus()
  }
  // Errors are announced (role=alert) and focused, on the section that holds them.
  const showErrors = (found: Record<string, string>, message: string | null) => {
    const target = firstSectionWithErrors(found)
    flushSync(() => {
      setErrors(found)
      setAlert(message)
      if (target) draft.goToStep(onboardingSections.indexOf(target) + 1)
    })
    summaryRef.current?.focus()
  }

  const next = () => {
    const found = errorsOfSection(validateDraft(draft, { unitSystem }), section)
    if (Object.keys(found).length > 0) return showErrors(found, null)
    markDone(section)
    setErrors({})
    setAlert(null)
    moveTo(step + 1)
  }

  const finish = async () => {
    const found = validateDraft(draft, { unitSystem })
    if (Object.keys(found).length > 0) return showErrors(found, 'Some answers need a look before your pet can be saved.')
    markDone(section)
    try {
      await complete.mutateAsync(toCompletionBody(draft, { unitSystem }))
    } catch (error) {
      // Nothing was saved (one transaction); the draft stays for another try.
      showErrors(error instanceof ApiError ? error.fields : {}, failureMessage(error, 'Your pet could not be saved. Please try again.'))
    }
  }

  return (
    <>
      <OnboardingProgress current={section} progress={progress} onSelect={moveTo} />
      <Card aria-labelledby="onboarding-section-title">
        <h2
          id="onboarding-section-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-foreground focus-visible:outline-none"
        >
          {sectionText[section].title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{sectionText[section].description}</p>
        <ErrorSummary
          ref={summaryRef}
          title={alert}
          messages={[...Object.values(sectionErrors), ...unplaced.map(([, message]) => message)]}
        />
        <div className="mt-6">
          <Section errors={sectionErrors} />
        </div>
      </Card>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={step === 1} onClick={() => moveTo(step - 1)}>
          Back
        </Button>
        {step < lastStep ? (
          <Button onClick={next}>Next</Button>
        ) : (
          <StatusButton onClick={() => void finish()} isPending={complete.isPending} pendingLabel="Saving…">
            Complete
          </StatusButton>
        )}
        <div className="ml-auto">
          <CancelOnboardingButton />
        </div>
      </div>
    </>
  )
}
