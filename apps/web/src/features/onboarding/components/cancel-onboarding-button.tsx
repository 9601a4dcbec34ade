import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { hasDraftData } from '#web/lib/stores/onboarding-draft-defaults.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import { usePetOnboardingStore } from '#web/lib/stores/pet-onboarding-store.ts'

/** Cancel resets the onboarding; with answers in the draft it asks first. */
export function CancelOnboardingButton() {
  const navigate = useNavigate()
  const [isAsking, setIsAsking] = useState(false)
  const cancel = async () => {
    usePetOnboardingStore.getState().reset()
    await navigate('/dashboard')
  }
  const onClick = () => {
    if (hasDraftData(useOnboardingDraftStore.getState())) setIsAsking(true)
    else void cancel()
  }

  return (
    <>
      <Button variant="ghost" onClick={onClick}>
        Cancel
      </Button>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Discard this pet?"
        description="Everything you entered for this pet will be removed from this device."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        onConfirm={cancel}
      />
    </>
  )
}
