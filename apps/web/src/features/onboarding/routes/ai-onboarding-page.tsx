import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { cn } from '#web/lib/cn.ts'
import { AI_ONBOARDING_TOTAL_STEPS, useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'
import { aiWizardSteps } from '../components/ai-wizard-steps'

/** /onboarding/ai: the 5-step frame; each step's content comes in a later release (docs/product/onboarding.md#the-ai-wizard). */
export function AiOnboardingPage() {
  const { currentStep, goToStep, reset } = useAiOnboardingStore()
  const step = aiWizardSteps[currentStep] ?? aiWizardSteps[0]
  const stepNumber = currentStep + 1
  const headingRef = useRef<HTMLHeadingElement>(null)
  const previousStep = useRef(currentStep)

  // Moving between steps moves focus to the new step's heading, so screen readers follow.
  useEffect(() => {
    if (previousStep.current !== currentStep) headingRef.current?.focus()
    previousStep.current = currentStep
  }, [currentStep])

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
        <p className="mt-4 rounded-md bg-muted p-3 text-sm text-foreground">This step comes in a later release.</p>
      </Card>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={currentStep === 0} onClick={() => goToStep(currentStep - 1)}>
          Back
        </Button>
        {stepNumber < AI_ONBOARDING_TOTAL_STEPS ? <Button onClick={() => goToStep(currentStep + 1)}>Next</Button> : null}
        <Link to="/onboarding/ai" onClick={reset} className="ml-auto text-sm font-medium text-primary underline underline-offset-4">
          Restart
        </Link>
      </div>
    </>
  )
}
