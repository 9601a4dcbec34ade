import { fieldErrorsFromIssues } from '@pawpulse/domain/field-errors'
import { type OnboardingSection, onboardingCompletionSchema, onboardingSections } from '@pawpulse/domain/onboarding'
import type { UnitSystem } from '@pawpulse/domain/profile'
import type { OnboardingDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { toCompletionBody } from './completion-body'

/** Pet onboarding's eight sections, in order, with the words the page shows (docs/product/onboarding.md#the-eight-sections). */
export const sectionText: Record<OnboardingSection, { title: string; description: string }> = {
  generalInfo: { title: 'General information', description: 'Who your pet is: name, species, breed, age and the basics.' },
  careTeam: { title: 'Care team', description: 'Your vet, an emergency contact, and the people who help care for your pet.' },
  healthHistory: { title: 'Health history', description: 'Known conditions and the medications your pet takes.' },
  dietDetails: { title: 'Diet', description: 'What, when and how much your pet eats.' },
  behavior: { title: 'Behaviour', description: 'What a vet or a sitter should know before handling your pet.' },
  funFacts: { title: 'Fun facts', description: 'The things that make your pet who they are.' },
  notifications: { title: 'Notifications', description: 'Which reminders you want, how and when.' },
  symptomTracking: { title: 'Symptom tracking', description: 'What you want to log day to day.' },
}

/** Where each part of the request body is filled in (the server names fields by these paths). */
const sectionByBodyKey: Record<string, OnboardingSection> = {
  userProfile: 'generalInfo',
  generalInfo: 'generalInfo',
  careTeam: 'careTeam',
  householdMembers: 'careTeam',
  healthHistory: 'healthHistory',
  diet: 'dietDetails',
  behavior: 'behavior',
  funFacts: 'funFacts',
  reminderPreferences: 'notifications',
  notificationTokens: 'notifications',
  symptomTracking: 'symptomTracking',
}

export function sectionOfPath(path: string): OnboardingSection | null {
  return sectionByBodyKey[path.split('.')[0] ?? ''] ?? null
}

export function errorsOfSection(errors: Readonly<Record<string, string>>, section: OnboardingSection): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => sectionOfPath(path) === section))
}

/** The first section, in page order, that has an error; null when none can be placed. */
export function firstSectionWithErrors(errors: Readonly<Record<string, string>>): OnboardingSection | null {
  return onboardingSections.find((section) => Object.keys(errorsOfSection(errors, section)).length > 0) ?? null
}

/** The draft checked with the same schema the server uses; errors keyed by the server's paths. */
export function validateDraft(draft: OnboardingDraft, owner: { unitSystem?: UnitSystem | null }): Record<string, string> {
  const result = onboardingCompletionSchema.safeParse(toCompletionBody(draft, owner))
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues)
}

/** The id of the control showing the field at `path`, for labels and the error summary's links. */
export const fieldId = (path: string) => `onboarding-${path.replace(/\./g, '-')}`
