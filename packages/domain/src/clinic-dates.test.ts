import { describe, expect, it } from 'vitest'
import { dateConventionFor, findClinicDates, parseClinicDate } from './clinic-dates'

describe('parseClinicDate', () => {
  it.each([
    ['2024-03-12', 'mdy', '2024-03-12'],
    ['2024-3-5', 'dmy', '2024-03-05'],
    ['03/04/2024', 'mdy', '2024-03-04'],
    ['03/04/2024', 'dmy', '2024-04-03'],
    ['03-04-2024', 'mdy', '2024-03-04'],
    // Dots are day first everywhere.
    ['03.04.2024', 'mdy', '2024-04-03'],
    ['12.05.2018', 'dmy', '2018-05-12'],
    // Only one reading is a date: taken whatever the convention.
    ['25/12/2024', 'mdy', '2024-12-25'],
    ['12/25/2024', 'dmy', '2024-12-25'],
    ['13.13.2024', 'dmy', null],
    ['31/02/2024', 'dmy', null],
    ['11/02/24', 'mdy', '2024-11-02'],
    ['11/02/98', 'mdy', '1998-11-02'],
    ['12 Mar 2024', 'mdy', '2024-03-12'],
    ['12-Mar-2024', 'mdy', '2024-03-12'],
    ['12-Mar-24', 'dmy', '2024-03-12'],
    ['1st June 2023', 'dmy', '2023-06-01'],
    ['March 12, 2024', 'dmy', '2024-03-12'],
    ['Sept 3 2024', 'mdy', '2024-09-03'],
    ['Feb 30, 2024', 'mdy', null],
    ['not a date', 'mdy', null],
  ] as const)('%s (%s) → %s', (text, convention, expected) => expect(parseClinicDate(text, convention)).toBe(expected))
})

describe('dateConventionFor', () => {
  it.each([
    ['US', 'mdy'],
    ['us', 'mdy'],
    ['PH', 'mdy'],
    ['GB', 'dmy'],
    ['DE', 'dmy'],
    ['CA', 'dmy'],
    [null, 'dmy'],
  ] as const)('%s → %s', (country, expected) => expect(dateConventionFor(country)).toBe(expected))
})

describe('findClinicDates', () => {
  it('finds every readable date on a line, in order, with where it is', () => {
    expect(findClinicDates('DA2PP  11/02/2024  11/02/2027  A123B', 'mdy')).toEqual([
      { iso: '2024-11-02', text: '11/02/2024', index: 7 },
      { iso: '2027-11-02', text: '11/02/2027', index: 19 },
    ])
    expect(findClinicDates('Weight 4,2 kg on 02.10.2024, next 2 Oct 2025', 'dmy').map((d) => d.iso)).toEqual(['2024-10-02', '2025-10-02'])
    expect(findClinicDates('Pimobendan 5 mg BID', 'mdy')).toEqual([])
  })
})
