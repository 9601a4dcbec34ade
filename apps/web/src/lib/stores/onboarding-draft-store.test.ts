import { ONBOARDING_DRAFT_KEY } from '@pawpulse/domain/onboarding-sections'
import { describe, expect, it } from 'vitest'
import { useOnboardingDraftStore } from './onboarding-draft-store'

describe('onboarding draft store', () => {
  it("reads a draft saved with the old 'ckd' key as chronic_kidney_disease, keeping the rest", async () => {
    const condition = { condition: 'ckd', otherName: '', diagnosisDate: '2025-03-01', ongoing: true }
    const other = { condition: 'other', otherName: 'Heart murmur', diagnosisDate: '', ongoing: true }
    localStorage.setItem(
      ONBOARDING_DRAFT_KEY,
      JSON.stringify({ state: { currentStep: 2, pets: [{ healthHistory: { conditions: [condition, other] } }] }, version: 1 }),
    )
    await useOnboardingDraftStore.persist.rehydrate()
    const state = useOnboardingDraftStore.getState()
    expect(state.currentStep).toBe(2)
    expect(state.pets[0]!.healthHistory.conditions).toEqual([{ ...condition, condition: 'chronic_kidney_disease' }, other])
    expect(state.pets[0]!.healthHistory.medications).toEqual([])
  })
})
