import type { Species } from '@pawpulse/domain/pets'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { forgetOnSignOut } from './forget-on-sign-out'

/** The AI onboarding wizard has 5 steps. */
export const AI_ONBOARDING_TOTAL_STEPS = 5

export interface AiCoParent {
  email: string
  name: string
}

export interface AiDraftPet {
  /** The draft's own id for the pet, until the save gives it a server id. */
  key: string
  name: string
  species: Species | ''
  /** The server's id once saved (the photo is uploaded to it right after). */
  id: string | null
  /** The chosen photo, kept on this device (ai-onboarding-photos.ts) until the pet exists. */
  photo: { fileName: string } | null
}

/** What the owner decided about one proposed field in the review. */
export type AiReviewDecision = { action: 'accept' } | { action: 'reject' } | { action: 'edit'; value: string }

interface AiOnboardingDraft {
  currentStep: number
  totalSteps: number
  fullName: string
  preferredName: string
  email: string
  /** Keyed by the lower-cased e-mail: inviting the same person twice is one invitation. */
  coParents: Record<string, AiCoParent>
  pets: AiDraftPet[]
  /** The uploaded vet records (their server ids), so a reload resumes polling them. */
  vetRecordIds: string[]
  /** Which pet (its draft key) each record is about; with one pet, every record is its. */
  recordPets: Record<string, string>
  /** Keyed by the proposal's field key (review-fields.ts). */
  decisions: Record<string, AiReviewDecision>
}

interface AiOnboardingState extends AiOnboardingDraft {
  goToStep: (step: number) => void
  setOwner: (owner: Partial<Pick<AiOnboardingDraft, 'fullName' | 'preferredName' | 'email'>>) => void
  addCoParent: (coParent: AiCoParent) => void
  removeCoParent: (email: string) => void
  addPet: () => void
  updatePet: (key: string, change: Partial<Omit<AiDraftPet, 'key'>>) => void
  removePet: (key: string) => void
  addVetRecord: (id: string) => void
  removeVetRecord: (id: string) => void
  assignRecord: (recordId: string, petKey: string) => void
  decide: (fieldKey: string, decision: AiReviewDecision | null) => void
  reset: () => void
}

export const coParentKey = (email: string) => email.trim().toLowerCase()

let petCounter = 0
const newPetKey = () => `pet-${Date.now().toString(36)}-${(petCounter++).toString(36)}`
export const emptyAiPet = (): AiDraftPet => ({ key: newPetKey(), name: '', species: '', id: null, photo: null })

const emptyDraft = (): AiOnboardingDraft => ({
  currentStep: 0,
  totalSteps: AI_ONBOARDING_TOTAL_STEPS,
  fullName: '',
  preferredName: '',
  email: '',
  coParents: {},
  pets: [emptyAiPet()],
  vetRecordIds: [],
  recordPets: {},
  decisions: {},
})

/**
 * The AI onboarding draft (docs/product/onboarding.md#the-ai-wizard), persisted under
 * `ai-onboarding-storage` so a reload or a closed tab keeps it. `currentStep` is 0-based: a reset
 * sets step 0, the first step, which the wizard shows as 'Step 1 of 5'. Photos are files, kept in
 * IndexedDB beside it (ai-onboarding-photos.ts).
 */
export const useAiOnboardingStore = create<AiOnboardingState>()(
  persist(
    (set) => ({
      ...emptyDraft(),
      goToStep: (step) => set({ currentStep: Math.min(Math.max(step, 0), AI_ONBOARDING_TOTAL_STEPS - 1) }),
      setOwner: (owner) => set(owner),
      addCoParent: ({ email, name }) =>
        set((state) => ({ coParents: { ...state.coParents, [coParentKey(email)]: { email: email.trim(), name: name.trim() } } })),
      removeCoParent: (email) =>
        set((state) => {
          const { [coParentKey(email)]: _removed, ...rest } = state.coParents
          return { coParents: rest }
        }),
      addPet: () => set((state) => ({ pets: [...state.pets, emptyAiPet()] })),
      updatePet: (key, change) => set((state) => ({ pets: state.pets.map((pet) => (pet.key === key ? { ...pet, ...change } : pet)) })),
      removePet: (key) =>
        set((state) => ({
          pets: state.pets.filter((pet) => pet.key !== key),
          recordPets: Object.fromEntries(Object.entries(state.recordPets).filter(([, petKey]) => petKey !== key)),
        })),
      addVetRecord: (id) =>
        set((state) => ({ vetRecordIds: state.vetRecordIds.includes(id) ? state.vetRecordIds : [...state.vetRecordIds, id] })),
      removeVetRecord: (id) =>
        set((state) => {
          const { [id]: _removed, ...recordPets } = state.recordPets
          return { vetRecordIds: state.vetRecordIds.filter((recordId) => recordId !== id), recordPets }
        }),
      assignRecord: (recordId, petKey) => set((state) => ({ recordPets: { ...state.recordPets, [recordId]: petKey } })),
      decide: (fieldKey, decision) =>
        set((state) => {
          const { [fieldKey]: _previous, ...rest } = state.decisions
          return { decisions: decision ? { ...rest, [fieldKey]: decision } : rest }
        }),
      reset: () => set(emptyDraft()),
    }),
    {
      name: 'ai-onboarding-storage',
      version: 1,
      partialize: ({ currentStep, totalSteps, fullName, preferredName, email, coParents, pets, vetRecordIds, recordPets, decisions }) => ({
        currentStep,
        totalSteps,
        fullName,
        preferredName,
        email,
        coParents,
        pets,
        vetRecordIds,
        recordPets,
        decisions,
      }),
      // Version 0 kept only the step.
      migrate: (persisted) => ({ ...emptyDraft(), ...(persisted as Partial<AiOnboardingDraft>) }),
    },
  ),
)

forgetOnSignOut(() => useAiOnboardingStore.getState().reset())
