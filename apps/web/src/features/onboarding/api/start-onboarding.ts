import type { CareTeamContact } from '@pawpulse/domain/care-team'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { logger } from '#web/lib/logger.ts'
import { careTeamQueryOptions } from '#web/lib/pets/get-care-team.ts'
import { petsQueryOptions } from '#web/lib/pets/get-pets.ts'
import { emptyContact } from '#web/lib/stores/onboarding-draft-defaults.ts'
import type { ContactDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import { usePetOnboardingStore } from '#web/lib/stores/pet-onboarding-store.ts'

function toDraft(contact: CareTeamContact | undefined): ContactDraft {
  const draft = emptyContact()
  if (!contact) return draft
  for (const key of Object.keys(draft) as (keyof ContactDraft)[]) draft[key] = contact[key] ?? ''
  return draft
}

/**
 * Start resets everything and loads the care team: a fresh draft with one empty pet,
 * pre-filled with the vet and emergency contact of the owner's newest own pet (most pets of one
 * home share a vet). The owner can change or clear them; a failed load just leaves them blank.
 */
export function useStartOnboarding() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const viewer = useViewer()

  const loadCareTeam = async (userId: string) => {
    const pets = await queryClient.fetchQuery(petsQueryOptions(userId))
    const ownPet = pets.find((pet) => pet.access === 'owner')
    if (!ownPet) return
    const contacts = await queryClient.fetchQuery(careTeamQueryOptions(userId, ownPet.id))
    if (contacts.length === 0) return
    const byRole = (role: CareTeamContact['role']) => contacts.find((contact) => contact.role === role)
    const blank = JSON.stringify({ primaryVet: emptyContact(), emergencyContact: emptyContact() })
    const draft = useOnboardingDraftStore.getState()
    // The owner may have started typing while this loaded: their words win.
    if (JSON.stringify(draft.careTeam) !== blank) return
    draft.patch({
      careTeam: { primaryVet: toDraft(byRole('Primary Veterinarian')), emergencyContact: toDraft(byRole('Emergency Contact')) },
    })
  }

  return () => {
    usePetOnboardingStore.getState().startWithEmptyPet()
    void navigate('/petonboarding')
    if (viewer?.hasSession) {
      loadCareTeam(viewer.userId).catch((error: unknown) => logger.warn('Could not load the care team for onboarding', { error }))
    }
  }
}
