import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { cn } from '#web/lib/cn.ts'
import { clearPetPhotos } from '#web/lib/stores/ai-onboarding-photos.ts'
import { AI_ONBOARDING_TOTAL_STEPS, useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'
import { CoParentsStep } from '../components/ai-steps/co-parents-step'
import { hasPetNameErrors, PetNamesStep } from '../components/ai-steps/pet-names-step'
import { PetPhotoStep } from '../components/ai-steps/pet-photo-step'
import { ReviewStep } from '../components/ai-steps/review-step'
import { VetRecordsStep } from '../components/ai-steps/vet-records-step'
import { aiWizardSteps } from '../components/ai-wizard-steps'
import { deleteVetRecord } from '../api/delete-vet-record'

/** /onboarding/ai: five steps, kept in the device draft until the last one saves (docs/product/onboarding.md#the-ai-wizard). */
export function AiOnboardingPage() {
  const { currentStep, goToStep, reset, pets, email, setOwner } = useAiOnboardingStore()
  const viewerEmail = useViewer()?.email ?? null
  const step = aiWizardSteps[currentStep] ?? aiWizardSteps[0]
  const stepNumber = currentStep + 1
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousStep = useRef(currentStep)
  const [showErrors, setShowErrors] = useState(false)

  // Moving between steps moves focus to the new step's heading, so screen readers follow.
  useEffect(() => {
    if (previousStep.current !== currentStep) headingRef.current?.focus()
    previousStep.current = currentStep
  }, [currentStep])

  // The e-mail comes from the session when signed in (a guest has none).
  useEffect(() => {
    if (viewerEmail && !email) setOwner({ email: viewerEmail })
  }, [viewerEmail, email, setOwner])

  const next = () => {
    if (currentStep === 1 && hasPetNameErrors(pets)) {
      setShowErrors(true)
      // The first field with a message gets the focus, so the owner hears what is missing.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-pet-field][aria-invalid="true"]')?.focus())
      return
    }
    setShowErrors(false)
    goToStep(currentStep + 1)
  }

  const draft = useAiOnboardingStore()
  const hasEntries =
    draft.fullName.trim() !== '' ||
    draft.preferredName.trim() !== '' ||
    Object.keys(draft.coParents).length > 0 ||
    draft.pets.some((pet) => pet.name.trim() !== '' || pet.species !== '' || pet.photo) ||
    draft.vetRecordIds.length > 0
  const [isAsking, setIsAsking] = useState(false)

  /** Starting again also deletes the uploads on the server: they would otherwise wait there unsaved. */
  const restart = () => {
    const uploaded = draft.vetRecordIds
    reset()
    setShowErrors(false)
    setIsAsking(false)
    void clearPetPhotos()
    void Promise.allSettled(uploaded.map((id) => deleteVetRecord(id)))
  }

  return (
    <>
      <PageHeader title="Set up with AI" description="Add your pets in five short steps." />
      <p className="font-medium text-foreground">
        Step {stepNumber} of {AI_ONBOARDING_TOTAL_STEPS}
      </p>
      <ol aria-label="Steps" className="my-4 grid grid-cols-5 gap-2">
        {aiWizardSteps.map((item, index) => (
          <li key={item.title} aria-current={index === currentStep ? 'step' : undefined}>
            <span className={cn('block h-1.5 rounded-full', index <= currentStep ? 'bg-primary' : 'bg-border')} aria-hidden="true" />
            <span className="sr-only">
              Step {index + 1}: {item.title}
            </span>
          </li>
        ))}
      </ol>
      <Card>
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-foreground">
          Step {stepNumber}: {step.title}
        </h2>
        <p className="mt-1 text-muted-foreground">{step.description}</p>
        {currentStep === 0 ? <CoParentsStep /> : null}
        {currentStep === 1 ? <PetNamesStep showErrors={showErrors} /> : null}
        {currentStep === 2 ? <PetPhotoStep /> : null}
        {currentStep === 3 ? <VetRecordsStep /> : null}
        {currentStep === 4 ? <ReviewStep /> : null}
      </Card>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={currentStep === 0} onClick={() => goToStep(currentStep - 1)}>
          Back
        </Button>
        {stepNumber < AI_ONBOARDING_TOTAL_STEPS ? <Button onClick={next}>Next</Button> : null}
        <Link
          to="/onboarding/ai"
          onClick={(event) => {
            if (!hasEntries) return restart()
            event.preventDefault()
            setIsAsking(true)
          }}
          className="ml-auto text-sm font-medium text-primary underline underline-offset-4"
        >
          Restart
        </Link>
      </div>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Start again?"
        description="Starting again removes everything you entered here, the photos kept on this device and the records you uploaded."
        confirmLabel="Start again"
        cancelLabel="Keep it"
        onConfirm={restart}
      />
    </>
  )
}
