/**
 * The 8 progress flags of pet onboarding, in the order the sections are shown, and the
 * device draft's key (named after the product). No zod here, so the web app shell can
 * import it without loading the onboarding schemas.
 */
export const onboardingSections = [
  'generalInfo',
  'careTeam',
  'healthHistory',
  'dietDetails',
  'behavior',
  'funFacts',
  'notifications',
  'symptomTracking',
] as const
export type OnboardingSection = (typeof onboardingSections)[number]

export const ONBOARDING_DRAFT_KEY = 'pawpulse-onboarding'
