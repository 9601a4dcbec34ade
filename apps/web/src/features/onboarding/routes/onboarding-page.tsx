import { onboardingSections } from '@pawpulse/domain/onboarding'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { Button, buttonClassName } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { usePets } from '#web/lib/pets/get-pets.ts'
import { hasDraftData } from '#web/lib/stores/onboarding-draft-defaults.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import { useStartOnboarding } from '../api/start-onboarding'
import { sectionText } from '../utils/sections'

/**
 * /onboarding, where 'Add Your First Pet' leads: Start (resets everything and loads the care
 * team), or carry on with the draft kept on this device.
 */
export function OnboardingPage() {
  const { pets } = usePets()
  const start = useStartOnboarding()
  const navigate = useNavigate()
  const hasDraft = useOnboardingDraftStore(hasDraftData)
  const [isAsking, setIsAsking] = useState(false)

  return (
    <>
      <PageHeader title={pets.length > 0 ? 'Add a pet' : 'Add your first pet'} />
      <Card aria-labelledby="step-by-step-title">
        <CardTitle id="step-by-step-title">Step by step</CardTitle>
        <CardDescription>
          Eight short sections; only the name and species are required. You can skip the rest and fill it in later.
        </CardDescription>
        <ol className="mt-4 grid list-decimal gap-1 pl-5 text-sm text-foreground sm:grid-cols-2">
          {onboardingSections.map((section) => (
            <li key={section}>{sectionText[section].title}</li>
          ))}
        </ol>
        {hasDraft ? <p className="mt-4 text-sm text-foreground">You have an unfinished pet on this device.</p> : null}
        <div className="mt-6 flex flex-wrap gap-3">
          {hasDraft ? <Button onClick={() => void navigate('/petonboarding')}>Continue where you left off</Button> : null}
          <Button variant={hasDraft ? 'outline' : 'default'} onClick={() => (hasDraft ? setIsAsking(true) : start())}>
            Start
          </Button>
        </div>
      </Card>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/onboarding/ai" className={buttonClassName({ variant: 'outline' })}>
          Set up with AI: let Pawpulse read your vet’s records
        </Link>
        <Link to="/dashboard" className={buttonClassName({ variant: 'ghost' })}>
          Back to dashboard
        </Link>
      </div>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Start again?"
        description="Starting again removes the unfinished pet from this device."
        confirmLabel="Start again"
        cancelLabel="Keep it"
        onConfirm={start}
      />
    </>
  )
}
