import { describe, expect, it } from 'vitest'
import { onboardingCompletionSchema } from './onboarding'

const messages = (input: unknown) =>
  Object.fromEntries((onboardingCompletionSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('onboardingCompletionSchema', () => {
  it('needs general info with a pet name (the onboarding message)', () => {
    expect(messages({})).toEqual({ generalInfo: 'Missing general information or pet name' })
    expect(messages({ generalInfo: { species: 'cat', name: '  ' } })).toEqual({
      'generalInfo.name': 'Missing general information or pet name',
    })
  })

  it('fills defaults for the sections left out', () => {
    const parsed = onboardingCompletionSchema.parse({ generalInfo: { name: 'Mochi', species: 'cat' } })
    expect(parsed).toMatchObject({
      careTeam: {},
      healthHistory: { conditions: [], medications: [] },
      householdMembers: [],
      reminderPreferences: [],
      notificationTokens: [],
    })
  })

  it.each([
    [{ healthHistory: { conditions: [{ condition: 'other' }] } }, 'healthHistory.conditions.0.otherName', 'Name the condition'],
    [{ healthHistory: { medications: [{ name: '' }] } }, 'healthHistory.medications.0.name', 'Medication name is required'],
    [{ householdMembers: [{ name: 'Sam', email: 'sam@' }] }, 'householdMembers.0.email', 'Enter a valid e-mail address'],
    [{ careTeam: { primaryVet: { email: 'vet@' } } }, 'careTeam.primaryVet.email', 'Enter a valid e-mail address'],
  ])('names the bad field in %j', (section, path, message) => {
    expect(messages({ generalInfo: { name: 'Mochi', species: 'cat' }, ...section })).toEqual({ [path]: message })
  })
})
