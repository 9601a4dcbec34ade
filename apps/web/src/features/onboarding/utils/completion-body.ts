import { hasAnyCareTeamField } from '@pawpulse/domain/care-team'
import type { OnboardingCompletion } from '@pawpulse/domain/onboarding'
import type { UnitSystem } from '@pawpulse/domain/profile'
import { defaultTrackers } from '@pawpulse/domain/trackers'
import { weightUnitFor } from '@pawpulse/domain/units'
import { emptyPet } from '#web/lib/stores/onboarding-draft-defaults.ts'
import type {
  BehaviorDraft,
  ContactDraft,
  GeneralInfoDraft,
  HouseholdMemberDraft,
  OnboardingDraft,
  ReminderDraft,
  YesNo,
} from '#web/lib/stores/onboarding-draft-types.ts'

type GeneralInfo = OnboardingCompletion['generalInfo']

const text = (value: string) => (value.trim() === '' ? undefined : value.trim())
const number = (value: string) => (value.trim() === '' ? undefined : Number(value))
const yesNo = (value: YesNo) => (value === '' ? undefined : value === 'yes')

/** Only the answered fields of a text-only group, or nothing when none is: empty fields are not saved. */
function answered<T extends { [K in keyof T]: string }>(group: T): Partial<T> | undefined {
  const kept = Object.fromEntries(
    Object.entries<string>(group)
      .filter(([, value]) => value.trim() !== '')
      .map(([key, value]) => [key, value.trim()]),
  )
  return Object.keys(kept).length > 0 ? (kept as Partial<T>) : undefined
}

function generalInfoBody(info: GeneralInfoDraft, unitSystem: UnitSystem | null | undefined): GeneralInfo {
  const weight = number(info.weight)
  const nickNames = info.nickNames
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return {
    name: info.name,
    species: (info.species || undefined) as GeneralInfo['species'],
    ...(info.isMixedBreed
      ? {
          breedMix: info.breedMix.map((entry) => ({
            breed: entry.breed,
            percentage: number(entry.percentage) ?? null,
            isDominant: entry.isDominant,
          })),
        }
      : { breed: text(info.breed) }),
    birthdate: info.ageMode === 'age' ? undefined : text(info.birthdate),
    birthdateEstimated: info.ageMode === 'estimated',
    age: info.ageMode === 'age' ? number(info.age) : undefined,
    weight,
    // The weight is in the owner's unit unless they chose another.
    weightUnit: weight === undefined ? undefined : info.weightUnit || weightUnitFor(unitSystem),
    sex: info.sex || undefined,
    color: text(info.color),
    microchipped: info.microchipped,
    microchipId: info.microchipped ? text(info.microchipId) : undefined,
    neutered: yesNo(info.neutered),
    acquisitionSource: info.acquisitionSource || undefined,
    acquisitionSourceDetails: info.acquisitionSource ? text(info.acquisitionSourceDetails) : undefined,
    nickNames: nickNames.length > 0 ? nickNames : undefined,
  }
}

function contactBody(contact: ContactDraft) {
  return hasAnyCareTeamField(contact) ? answered(contact) : undefined
}

function behaviorBody(behavior: BehaviorDraft) {
  const { energyLevel, goodWithDogs, goodWithCats, goodWithChildren, houseTrained, ...texts } = behavior
  const body = {
    ...answered(texts),
    energyLevel: energyLevel || undefined,
    goodWithDogs: yesNo(goodWithDogs),
    goodWithCats: yesNo(goodWithCats),
    goodWithChildren: yesNo(goodWithChildren),
    houseTrained: yesNo(houseTrained),
  }
  return Object.values(body).some((value) => value !== undefined) ? body : undefined
}

/** Household members are saved only when named. */
export const isNamedMember = (member: HouseholdMemberDraft) => member.name.trim() !== ''
/** Only switched-on reminders are sent: the others would make no reminder anyway. */
export const isSentReminder = (reminder: ReminderDraft) => reminder.enabled

/**
 * The place of each kept item in what is sent (null when not sent), so that an error the server
 * reports at 'householdMembers.1.email' is shown on the right row of the draft.
 */
export function sentIndexes<T>(items: readonly T[], isSent: (item: T) => boolean): (number | null)[] {
  let next = 0
  return items.map((item) => (isSent(item) ? next++ : null))
}

/** The one `POST /api/onboarding/complete` body (onboardingCompletionSchema) made from the draft. */
export function toCompletionBody(draft: OnboardingDraft, owner: { unitSystem?: UnitSystem | null } = {}): OnboardingCompletion {
  const pet = draft.pets[0] ?? emptyPet()
  const species = pet.generalInfo.species
  const profile = draft.userProfile && Object.keys(draft.userProfile).length > 0 ? draft.userProfile : undefined
  return {
    ...(profile ? { userProfile: profile } : {}),
    generalInfo: generalInfoBody(pet.generalInfo, owner.unitSystem ?? profile?.unitSystem),
    careTeam: { primaryVet: contactBody(draft.careTeam.primaryVet), emergencyContact: contactBody(draft.careTeam.emergencyContact) },
    healthHistory: {
      conditions: pet.healthHistory.conditions.map((entry) => ({
        condition: entry.condition,
        otherName: entry.condition === 'other' ? entry.otherName : undefined,
        diagnosisDate: text(entry.diagnosisDate),
        ongoing: entry.ongoing,
      })),
      medications: pet.healthHistory.medications.map((medication) => ({ ...answered(medication), name: medication.name })),
    },
    diet: answered(pet.diet),
    behavior: behaviorBody(pet.behavior),
    funFacts: answered(pet.funFacts),
    householdMembers: draft.householdMembers.filter(isNamedMember).map((member) => ({
      name: member.name.trim(),
      email: text(member.email),
      relationship: text(member.relationship),
      phone: text(member.phone),
    })),
    reminderPreferences: draft.reminderPreferences.filter(isSentReminder).map((reminder) => ({
      category: reminder.category,
      enabled: true,
      notificationMethods: reminder.notificationMethods,
      preferredTimes: [reminder.time || '09:00'],
      repeatFrequency: reminder.repeatFrequency,
      daysOfWeek: reminder.repeatFrequency === 'weekly' ? [...reminder.daysOfWeek].sort((a, b) => a - b) : [],
    })),
    notificationTokens: draft.notificationTokens
      .filter((token) => token.token.trim() !== '')
      .map((token) => ({ ...token, token: token.token.trim() })),
    symptomTracking: { enabledVitals: pet.enabledVitals ?? defaultTrackers(species) },
  }
}
