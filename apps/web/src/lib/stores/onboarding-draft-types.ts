import type { CareTeamContactInput } from '@pawpulse/domain/care-team-input'
import type { ConditionKey } from '@pawpulse/domain/conditions'
import type { energyLevels } from '@pawpulse/domain/behavior'
import type { DietInput, FunFactsInput } from '@pawpulse/domain/pet-details'
import type { acquisitionSources, sexes } from '@pawpulse/domain/pet-input'
import type { Species } from '@pawpulse/domain/pets'
import type { NotificationMethod } from '@pawpulse/domain/profile'
import type { ProfileUpdate } from '@pawpulse/domain/profile-input'
import type { ReminderCategory, repeatFrequencies } from '@pawpulse/domain/reminders'
import type { Tracker } from '@pawpulse/domain/trackers'
import type { WeightUnit } from '@pawpulse/domain/units'

/**
 * The device-stored onboarding draft (docs/product/onboarding.md#the-device-draft): what the owner
 * typed, as typed. Form fields are strings ('' = not answered); `completion-body.ts` turns the
 * draft into the API's shape, so the draft can hold half-finished input and still survive a reload.
 */
export type AgeMode = 'birthdate' | 'estimated' | 'age'
export type YesNo = '' | 'yes' | 'no'

export interface BreedMixDraft {
  breed: string
  percentage: string
  isDominant: boolean
}

export interface GeneralInfoDraft {
  name: string
  species: '' | Species
  isMixedBreed: boolean
  breed: string
  breedMix: BreedMixDraft[]
  ageMode: AgeMode
  birthdate: string
  age: string
  weight: string
  /** '' until chosen: the owner's unit system decides. */
  weightUnit: '' | WeightUnit
  sex: '' | (typeof sexes)[number]
  color: string
  microchipped: boolean
  microchipId: string
  neutered: YesNo
  acquisitionSource: '' | (typeof acquisitionSources)[number]
  acquisitionSourceDetails: string
  /** Comma-separated, as typed. */
  nickNames: string
}

export interface ConditionDraft {
  condition: ConditionKey
  otherName: string
  diagnosisDate: string
  ongoing: boolean
}

export interface MedicationDraft {
  name: string
  dosage: string
  frequency: string
  startDate: string
  endDate: string
  notes: string
}

export interface BehaviorDraft {
  temperament: string
  energyLevel: '' | (typeof energyLevels)[number]
  goodWithDogs: YesNo
  goodWithCats: YesNo
  goodWithChildren: YesNo
  houseTrained: YesNo
  anxietyTriggers: string
  handlingNotes: string
  notes: string
}

export type DietDraft = Record<keyof DietInput, string>
export type FunFactsDraft = Record<Exclude<keyof FunFactsInput, 'nicknames'>, string>

export interface PetDraft {
  generalInfo: GeneralInfoDraft
  healthHistory: { conditions: ConditionDraft[]; medications: MedicationDraft[] }
  diet: DietDraft
  behavior: BehaviorDraft
  funFacts: FunFactsDraft
  /** null until the owner changes the list: the species' defaults (docs/product/pets.md#species-trackers) apply. */
  enabledVitals: Tracker[] | null
}

export type ContactDraft = Record<keyof CareTeamContactInput, string>
export type CareTeamRoleKey = 'primaryVet' | 'emergencyContact'

export interface HouseholdMemberDraft {
  name: string
  email: string
  relationship: string
  phone: string
}

export interface ReminderDraft {
  category: ReminderCategory
  enabled: boolean
  notificationMethods: NotificationMethod[]
  time: string
  repeatFrequency: (typeof repeatFrequencies)[number]
  /** 0 = Sunday … 6 = Saturday; used when weekly. */
  daysOfWeek: number[]
}

export interface OnboardingDraft {
  /** 1-based: the section shown; a fresh draft starts at 1. */
  currentStep: number
  /** What owner onboarding saved; sent again with Complete (one transaction). */
  userProfile: ProfileUpdate | null
  pets: PetDraft[]
  householdMembers: HouseholdMemberDraft[]
  careTeam: Record<CareTeamRoleKey, ContactDraft>
  reminderPreferences: ReminderDraft[]
  notificationTokens: { channel: NotificationMethod; token: string }[]
  isCompleted: boolean
}
