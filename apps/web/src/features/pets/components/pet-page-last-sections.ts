/**
 * The last four sections of /pet in one file: they sit together at the bottom of the page, so an
 * owner who scrolls to one reaches the others, and one file of them weighs less than four (decision 065).
 */
export { CareTeamSection } from './care-team/care-team-section'
export { DietSection } from './life/diet-section'
export { BehaviorSection } from './life/behavior-section'
export { FunFactsSection } from './life/fun-facts-section'
