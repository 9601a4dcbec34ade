import { ONBOARDING_DRAFT_KEY as domainDraftKey, onboardingSections as domainSections } from '@pawpulse/domain/onboarding'
import { describe, expect, it } from 'vitest'
import { ONBOARDING_DRAFT_KEY } from './onboarding-draft-store'
import { onboardingSections } from './pet-onboarding-store'

// The stores keep their own copies so that the app shell does not load the onboarding schemas.
describe('onboarding constants of the stores', () => {
  it('are the domain’s: the 8 progress flags in order, and the draft key', () => {
    expect(onboardingSections).toEqual(domainSections)
    expect(ONBOARDING_DRAFT_KEY).toBe(domainDraftKey)
  })
})
