import { onboardingCompletionSchema } from '@pawpulse/domain/onboarding'
import { describe, expect, it } from 'vitest'
import { emptyDraft, emptyHouseholdMember, emptyPet } from '#web/lib/stores/onboarding-draft-defaults.ts'
import type { GeneralInfoDraft, OnboardingDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { sentIndexes, toCompletionBody } from './completion-body'
import { defaultReminderPreferences } from './reminder-defaults'
import { firstSectionWithErrors, validateDraft } from './sections'

function draftWith(info: Partial<GeneralInfoDraft>, changes: Partial<OnboardingDraft> = {}): OnboardingDraft {
  const pet = emptyPet()
  return { ...emptyDraft(), pets: [{ ...pet, generalInfo: { ...pet.generalInfo, name: 'Rex', species: 'dog', ...info } }], ...changes }
}

const generalInfoCases: { name: string; info: Partial<GeneralInfoDraft>; expected: Record<string, unknown>; absent?: string }[] = [
  {
    name: 'a birthdate',
    info: { ageMode: 'birthdate', birthdate: '2020-05-01' },
    expected: { birthdate: '2020-05-01', birthdateEstimated: false, age: undefined },
  },
  {
    name: 'an estimated birthdate',
    info: { ageMode: 'estimated', birthdate: '2019-01-01' },
    expected: { birthdate: '2019-01-01', birthdateEstimated: true },
  },
  { name: 'an age in years', info: { ageMode: 'age', age: '4.5', birthdate: '2020-01-01' }, expected: { age: 4.5, birthdate: undefined } },
  { name: 'no age at all', info: { ageMode: 'birthdate', birthdate: '' }, expected: { birthdate: undefined, age: undefined } },
  { name: 'a single breed, trimmed', info: { breed: ' Beagle ' }, expected: { breed: 'Beagle' }, absent: 'breedMix' },
  {
    name: 'a mix with percentages',
    info: {
      isMixedBreed: true,
      breed: 'ignored',
      breedMix: [
        { breed: 'Poodle', percentage: '60', isDominant: true },
        { breed: 'Beagle', percentage: '', isDominant: false },
      ],
    },
    expected: {
      breedMix: [
        { breed: 'Poodle', percentage: 60, isDominant: true },
        { breed: 'Beagle', percentage: null, isDominant: false },
      ],
    },
    absent: 'breed',
  },
  { name: 'nicknames as a list', info: { nickNames: 'Rexy,  Bud , ' }, expected: { nickNames: ['Rexy', 'Bud'] } },
  {
    name: 'a chip number only when microchipped',
    info: { microchipped: false, microchipId: '985141000123456' },
    expected: { microchipped: false, microchipId: undefined },
  },
  { name: 'neutered as a boolean', info: { neutered: 'no' }, expected: { neutered: false } },
]

describe('toCompletionBody (the draft as POST /api/onboarding/complete takes it)', () => {
  it.each(generalInfoCases)('general info: $name', (row) => {
    const generalInfo = toCompletionBody(draftWith(row.info)).generalInfo
    expect(generalInfo).toMatchObject(row.expected)
    if (row.absent) expect(generalInfo).not.toHaveProperty(row.absent)
  })

  it.each([
    { unitSystem: 'imperial', weightUnit: '', expected: 'lb' },
    { unitSystem: 'metric', weightUnit: '', expected: 'kg' },
    { unitSystem: null, weightUnit: '', expected: 'lb' },
    { unitSystem: 'imperial', weightUnit: 'kg', expected: 'kg' },
  ] as const)(
    'weight in the owner’s unit ($unitSystem) unless chosen ($weightUnit) → $expected',
    ({ unitSystem, weightUnit, expected }) => {
      const body = toCompletionBody(draftWith({ weight: '12.5', weightUnit }), { unitSystem })
      expect(body.generalInfo).toMatchObject({ weight: 12.5, weightUnit: expected })
    },
  )

  it('sends only named household members, enabled reminders and answered groups', () => {
    const reminders = defaultReminderPreferences().map((reminder) =>
      reminder.category === 'grooming' ? { ...reminder, enabled: true, repeatFrequency: 'weekly' as const, daysOfWeek: [5, 1] } : reminder,
    )
    const draft = draftWith(
      {},
      {
        householdMembers: [
          { ...emptyHouseholdMember(), email: 'no-name@example.com' },
          { ...emptyHouseholdMember(), name: ' Sam ', relationship: 'Partner' },
        ],
        reminderPreferences: reminders,
        careTeam: {
          primaryVet: { ...emptyDraft().careTeam.primaryVet, name: 'Dr. Vega', city: 'Utrecht' },
          emergencyContact: emptyDraft().careTeam.emergencyContact,
        },
      },
    )
    const body = toCompletionBody(draft)
    expect(body.householdMembers).toEqual([{ name: 'Sam', email: undefined, relationship: 'Partner', phone: undefined }])
    expect(body.reminderPreferences).toEqual([
      {
        category: 'grooming',
        enabled: true,
        notificationMethods: ['email'],
        preferredTimes: ['09:00'],
        repeatFrequency: 'weekly',
        daysOfWeek: [1, 5],
      },
    ])
    expect(body.careTeam).toEqual({ primaryVet: { name: 'Dr. Vega', city: 'Utrecht' }, emergencyContact: undefined })
    expect(body.diet).toBeUndefined()
    expect(body.behavior).toBeUndefined()
    expect(onboardingCompletionSchema.safeParse(body).success).toBe(true)
  })

  it.each([
    { species: 'dog', expected: ['walks', 'eating', 'activity'] },
    { species: 'cat', expected: ['litter', 'eating', 'grooming'] },
  ] as const)('tracks the default trackers of a $species until the owner changes them', ({ species, expected }) => {
    expect(toCompletionBody(draftWith({ species })).symptomTracking).toEqual({ enabledVitals: expected })
  })

  it('maps each draft row to its place in what is sent', () => {
    expect(sentIndexes(['a', '', 'b', '', 'c'], (name) => name !== '')).toEqual([0, null, 1, null, 2])
  })
})

describe('validateDraft (the server’s schema, run before sending)', () => {
  it('reports the missing-name message on the general information section', () => {
    const errors = validateDraft(draftWith({ name: '  ' }), {})
    expect(errors['generalInfo.name']).toBe('Missing general information or pet name')
    expect(firstSectionWithErrors(errors)).toBe('generalInfo')
  })

  it('places a care-team e-mail error on the care team section', () => {
    const draft = draftWith(
      {},
      {
        careTeam: {
          primaryVet: { ...emptyDraft().careTeam.primaryVet, email: 'not-an-address' },
          emergencyContact: emptyDraft().careTeam.emergencyContact,
        },
      },
    )
    const errors = validateDraft(draft, {})
    expect(errors).toEqual({ 'careTeam.primaryVet.email': 'Enter a valid e-mail address' })
    expect(firstSectionWithErrors(errors)).toBe('careTeam')
  })
})
