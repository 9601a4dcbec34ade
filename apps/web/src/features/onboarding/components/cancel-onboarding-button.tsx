import { useState } from 'react'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { Button } from '../../../components/ui/button'
import { hasDraftData } from '../../../lib/stores/onboarding-draft-defaults'
import { useOnboardingDraftStore } from '../../../lib/stores/onboarding-draft-store'
import { usePetOnboardingStore } from '../../../lib/stores/pet-onboarding-store'

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
