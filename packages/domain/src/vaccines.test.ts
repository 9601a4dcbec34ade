import { describe, expect, it } from 'vitest'
import { vaccinationInputSchema, vaccinationUpdateSchema } from './vaccination-input'
import {
  bySoonestDue,
  findVaccine,
  suggestNextDue,
  vaccinationStatus,
  vaccinationStatusLabels,
  vaccinesFor,
  type SuggestOptions,
} from './vaccines'

describe('the catalogue', () => {
  it('lists the core and non-core vaccines of each species', () => {
    const keys = (list: { key: string }[]) => list.map((v) => v.key)
    expect(keys(vaccinesFor('dog').core)).toEqual(['dapp', 'rabies'])
    expect(keys(vaccinesFor('dog').nonCore)).toEqual(['leptospirosis', 'bordetella', 'lyme', 'canine_influenza'])
    expect(keys(vaccinesFor('cat').core)).toEqual(['rabies', 'fvrcp'])
    expect(keys(vaccinesFor('cat').nonCore)).toEqual(['felv'])
  })

  it('takes the shorter end of a range: rabies yearly', () => {
    expect(findVaccine('rabies')?.boosterMonths).toBe(12)
    expect(findVaccine('dapp')?.boosterMonths).toBe(36)
    expect(findVaccine('nope')).toBeUndefined()
  })
})

describe('suggestNextDue', () => {
  it.each<[string, string | null, string, SuggestOptions, string | null]>([
    ['DAPP adult booster: 3 years', 'dapp', '2026-03-10', { birthDate: '2020-01-01' }, '2029-03-10'],
    ['DAPP under 16 months: the booster at one year', 'dapp', '2026-03-10', { birthDate: '2025-06-01' }, '2027-03-10'],
    ['DAPP in the puppy series (10 weeks): 3 weeks later', 'dapp', '2026-03-10', { birthDate: '2025-12-30' }, '2026-03-31'],
    ['rabies at 12 weeks: a year later, not the series', 'rabies', '2026-03-24', { birthDate: '2025-12-30' }, '2027-03-24'],
    ['rabies adult: yearly', 'rabies', '2026-03-10', { birthDate: '2018-01-01' }, '2027-03-10'],
    ['FVRCP adult: 3 years', 'fvrcp', '2026-03-10', { birthDate: '2019-05-05' }, '2029-03-10'],
    ['FeLV: yearly', 'felv', '2026-03-10', {}, '2027-03-10'],
    ['Bordetella: yearly', 'bordetella', '2026-03-10', { isFirstDose: false }, '2027-03-10'],
    ['no birthdate, first dose the app sees: a year', 'dapp', '2026-03-10', { isFirstDose: true }, '2027-03-10'],
    ['no birthdate, a later dose: the interval', 'dapp', '2026-03-10', { isFirstDose: false }, '2029-03-10'],
    ['29 Feb + 1 year: 28 Feb', 'rabies', '2028-02-29', {}, '2029-02-28'],
    ['a birthdate after the dose is ignored', 'dapp', '2026-03-10', { birthDate: '2026-04-01' }, '2029-03-10'],
    ['a typed vaccine: no suggestion', null, '2026-03-10', {}, null],
  ])('%s', (_name, key, givenOn, options, expected) => {
    expect(suggestNextDue(key, givenOn, options)).toBe(expected)
  })
})

describe('vaccinationStatus', () => {
  it.each<[string | null, string]>([
    [null, 'none'],
    ['2026-03-09', 'overdue'],
    ['2026-03-10', 'due_soon'],
    ['2026-04-09', 'due_soon'],
    ['2026-04-10', 'ok'],
  ])('due %s on 2026-03-10 → %s', (nextDue, expected) => {
    expect(vaccinationStatus(nextDue, '2026-03-10')).toBe(expected)
  })
})

describe('vaccinationInputSchema', () => {
  const paths = (value: unknown) => vaccinationInputSchema.safeParse(value).error?.issues.map((i) => i.path.join('.')) ?? []

  it('takes a listed vaccine or a typed name', () => {
    expect(paths({ vaccineKey: 'rabies', givenOn: '2026-01-05' })).toEqual([])
    expect(paths({ vaccineName: 'Giardia', givenOn: '2026-01-05', nextDueOn: null })).toEqual([])
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['neither', { givenOn: '2026-01-05' }, 'vaccineName'],
    ['both', { vaccineKey: 'rabies', vaccineName: 'Rabies', givenOn: '2026-01-05' }, 'vaccineName'],
    ['an unknown key', { vaccineKey: 'smallpox', givenOn: '2026-01-05' }, 'vaccineKey'],
    ['a name too long', { vaccineName: 'x'.repeat(121), givenOn: '2026-01-05' }, 'vaccineName'],
    ['given in the future', { vaccineKey: 'rabies', givenOn: '2999-01-01' }, 'givenOn'],
    ['not a date', { vaccineKey: 'rabies', givenOn: '5 Jan' }, 'givenOn'],
    ['next due before given', { vaccineKey: 'rabies', givenOn: '2026-01-05', nextDueOn: '2026-01-05' }, 'nextDueOn'],
    ['a batch too long', { vaccineKey: 'rabies', givenOn: '2026-01-05', batchNumber: 'x'.repeat(61) }, 'batchNumber'],
    ['a clinic too long', { vaccineKey: 'rabies', givenOn: '2026-01-05', clinic: 'x'.repeat(121) }, 'clinic'],
    ['notes too long', { vaccineKey: 'rabies', givenOn: '2026-01-05', notes: 'x'.repeat(2001) }, 'notes'],
    ['a NUL in the notes', { vaccineKey: 'rabies', givenOn: '2026-01-05', notes: 'a\u0000b' }, 'notes'],
    ['an unknown field', { vaccineKey: 'rabies', givenOn: '2026-01-05', dose: 2 }, ''],
  ])('refuses %s', (_name, value, path) => {
    expect(paths(value)).toContain(path)
  })

  it('PATCH takes any field alone, nothing unknown', () => {
    expect(vaccinationUpdateSchema.safeParse({ clinic: 'Elm Street Vets' }).success).toBe(true)
    expect(vaccinationUpdateSchema.safeParse({}).success).toBe(true)
    expect(vaccinationUpdateSchema.safeParse({ petId: 'x' }).success).toBe(false)
  })
})

describe('bySoonestDue', () => {
  const dose = (vaccineName: string, nextDueOn: string | null) => ({ vaccineName, nextDueOn })
  it.each<[string, ReturnType<typeof dose>[], string[]]>([
    ['soonest due first', [dose('Rabies', '2027-03-01'), dose('DAPP', '2026-12-01')], ['DAPP', 'Rabies']],
    ['overdue (earlier dates) before due soon', [dose('Lepto', '2026-11-30'), dose('Rabies', '2026-01-05')], ['Rabies', 'Lepto']],
    ['no next due date last', [dose('Lyme', null), dose('Rabies', '2030-01-01')], ['Rabies', 'Lyme']],
    ['same date: by name', [dose('Rabies', '2027-01-01'), dose('DAPP', '2027-01-01')], ['DAPP', 'Rabies']],
    ['several without a date: by name', [dose('Lyme', null), dose('Bordetella', null)], ['Bordetella', 'Lyme']],
    ['nothing', [], []],
  ])('%s', (_name, doses, expected) => {
    expect([...doses].sort(bySoonestDue).map((d) => d.vaccineName)).toEqual(expected)
  })
})

describe('vaccinationStatusLabels', () => {
  it.each([
    ['2026-11-01', 'Overdue'],
    ['2026-11-20', 'Due soon'],
    ['2027-06-01', 'Up to date'],
    [null, 'No next dose'],
  ])('next due %s on 2026-11-20 reads %s', (nextDue, label) => {
    expect(vaccinationStatusLabels[vaccinationStatus(nextDue, '2026-11-20')]).toBe(label)
  })
})
