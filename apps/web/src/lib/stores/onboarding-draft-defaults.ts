import type { ContactDraft, HouseholdMemberDraft, OnboardingDraft, PetDraft } from './onboarding-draft-types'

export function emptyContact(): ContactDraft {
  return { name: '', clinic: '', phoneNumber: '', email: '', street: '', streetNumber: '', city: '', postalCode: '', country: '' }
}

export function emptyHouseholdMember(): HouseholdMemberDraft {
  return { name: '', email: '', relationship: '', phone: '' }
}

export function emptyPet(): PetDraft {
  return {
    generalInfo: {
      name: '',
      species: '',
      isMixedBreed: false,
      breed: '',
      breedMix: [],
      ageMode: 'birthdate',
      birthdate: '',
      age: '',
      weight: '',
      weightUnit: '',
      sex: '',
      color: '',
      microchipped: false,
      microchipId: '',
      neutered: '',
      acquisitionSource: '',
      acquisitionSourceDetails: '',
      nickNames: '',
    },
    healthHistory: { conditions: [], medications: [] },
    diet: { foodType: '', brand: '', feedingSchedule: '', portionSize: '', treats: '', dietaryRestrictions: '', notes: '' },
    behavior: {
      temperament: '',
      energyLevel: '',
      goodWithDogs: '',
      goodWithCats: '',
      goodWithChildren: '',
      houseTrained: '',
      anxietyTriggers: '',
      handlingNotes: '',
      notes: '',
    },
    funFacts: { favoriteToys: '', favoriteActivities: '', quirkyBehaviors: '', adoptionStory: '' },
    enabledVitals: null,
  }
}

export function emptyDraft(): OnboardingDraft {
  return {
    currentStep: 1,
    userProfile: null,
    pets: [],
    householdMembers: [],
    careTeam: { primaryVet: emptyContact(), emergencyContact: emptyContact() },
    // Empty until the owner changes one: the notifications section shows the defaults meanwhile.
    reminderPreferences: [],
    notificationTokens: [],
    isCompleted: false,
  }
}

/** Whether the owner typed anything worth a "discard?" question (Cancel) or a "continue" offer. */
export function hasDraftData(draft: OnboardingDraft): boolean {
  const blank = emptyDraft()
  const blankPet = JSON.stringify(emptyPet())
  return (
    draft.pets.some((pet) => JSON.stringify(pet) !== blankPet) ||
    draft.householdMembers.some((member) => Object.values(member).some((value) => value.trim() !== '')) ||
    JSON.stringify(draft.careTeam) !== JSON.stringify(blank.careTeam) ||
    draft.reminderPreferences.some((reminder) => reminder.enabled) ||
    draft.notificationTokens.length > 0
  )
}
