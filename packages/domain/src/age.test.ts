import { describe, expect, it } from 'vitest'
import { ageInYears, ageLabel, dropEmptyFields } from './age'

// Local-time constructor: the rules read `today` in local time, so these hold in any TZ.
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date, 12)

describe('ageInYears', () => {
  it.each([
    { birthdate: '2020-06-15', today: day(2024, 6, 15), expected: 4, why: 'birthday today' },
    { birthdate: '2020-06-15', today: day(2024, 6, 14), expected: 3, why: 'day before the birthday' },
    { birthdate: '2020-06-15', today: day(2024, 5, 31), expected: 3, why: 'month before the birthday' },
    { birthdate: '2020-06-15', today: day(2024, 12, 31), expected: 4, why: 'after the birthday' },
    { birthdate: '2024-03-01', today: day(2024, 3, 1), expected: 0, why: 'born today' },
    { birthdate: '2024-03-01', today: day(2025, 2, 28), expected: 0, why: 'not yet one' },
    { birthdate: '2020-02-29', today: day(2023, 2, 28), expected: 2, why: 'leap birthday, not reached on 28 Feb' },
    { birthdate: '2020-02-29', today: day(2023, 3, 1), expected: 3, why: 'leap birthday counts on 1 Mar' },
    { birthdate: '2020-02-29', today: day(2024, 2, 28), expected: 3, why: 'leap year: not yet 29 Feb' },
    { birthdate: '2020-02-29', today: day(2024, 2, 29), expected: 4, why: 'leap year: 29 Feb itself' },
    { birthdate: ' 2020-06-15 ', today: day(2024, 7, 1), expected: 4, why: 'surrounding spaces' },
    { birthdate: '2030-01-01', today: day(2024, 7, 1), expected: null, why: 'future birthdate' },
    { birthdate: '2024-07-02', today: day(2024, 7, 1), expected: null, why: 'tomorrow' },
  ])('$birthdate → $expected ($why)', ({ birthdate, today, expected }) => {
    expect(ageInYears({ birthdate }, today)).toBe(expected)
  })

  it.each([
    ['2023-02-29', 'not a leap year'],
    ['2020-13-01', 'month 13'],
    ['2020-04-31', '31 April'],
    ['2020-00-10', 'month 0'],
    ['15/06/2020', 'not ISO'],
    ['2020-6-15', 'unpadded'],
    ['2020-06-15T00:00:00Z', 'a timestamp, not a date'],
    ['yesterday', 'words'],
  ])('invalid birthdate %j (%s) gives no age, even with a numeric age', (birthdate) => {
    expect(ageInYears({ birthdate, age: 3 }, day(2024, 7, 1))).toBeNull()
  })

  it.each([
    [{ age: 3 }, 3],
    [{ age: 0.5 }, 0.5],
    [{ age: 0 }, 0],
    [{ birthdate: null, age: 7 }, 7],
    [{ birthdate: '', age: 7 }, 7],
    [{ birthdate: '   ', age: 7 }, 7],
    [{ age: -1 }, null],
    [{ age: Number.NaN }, null],
    [{ age: null }, null],
    [{}, null],
  ])('without a birthdate %j → %j', (input, expected) => {
    expect(ageInYears(input, day(2024, 7, 1))).toBe(expected)
  })
})

describe('ageLabel', () => {
  const today = day(2024, 7, 1)
  it.each([
    [{ birthdate: '2020-06-15' }, '4 years old'],
    [{ birthdate: '2020-06-15', birthdateEstimated: false }, '4 years old'],
    [{ birthdate: '2020-06-15', birthdateEstimated: true }, 'Approx. 4 years old'],
    [{ birthdate: '2023-06-30' }, '1 year old'],
    [{ birthdate: '2023-06-30', birthdateEstimated: true }, 'Approx. 1 year old'],
    [{ birthdate: '2024-01-10' }, 'Under 1 year old'],
    [{ birthdate: '2024-01-10', birthdateEstimated: true }, 'Approx. under 1 year old'],
    [{ age: 6 }, 'Approx. 6 years old'],
    [{ age: 6.9 }, 'Approx. 6 years old'],
    [{ age: 1 }, 'Approx. 1 year old'],
    [{ age: 0.5 }, 'Approx. under 1 year old'],
    [{ birthdate: '2023-02-30', age: 4 }, 'Age not specified'],
    [{ birthdate: '2030-01-01' }, 'Age not specified'],
    [{}, 'Age not specified'],
  ])('%j → %j', (input, expected) => {
    expect(ageLabel(input, today)).toBe(expected)
  })
})

describe('dropEmptyFields', () => {
  it.each([
    [{ name: 'Rex', color: undefined }, { name: 'Rex' }],
    [{ name: 'Rex', color: '' }, { name: 'Rex' }],
    [{ name: 'Rex', color: '  \n ' }, { name: 'Rex' }],
    [
      { name: 'Rex', color: null },
      { name: 'Rex', color: null },
    ],
    [
      { weight: 0, neutered: false },
      { weight: 0, neutered: false },
    ],
    [{ nickNames: [] }, { nickNames: [] }],
    [{ notes: ' keep my spaces ' }, { notes: ' keep my spaces ' }],
    [{ meta: { note: '' } }, { meta: { note: '' } }],
    [{}, {}],
  ])('%j → %j', (input, expected) => {
    const result = dropEmptyFields(input as Record<string, unknown>)
    expect(result).toStrictEqual(expected)
  })

  it('returns a new object and leaves the input untouched', () => {
    const input = { name: 'Rex', color: '' }
    const result = dropEmptyFields(input)
    expect(result).not.toBe(input)
    expect(input).toEqual({ name: 'Rex', color: '' })
  })
})
