import { describe, expect, it } from 'vitest'
import type { Extracted, ExtractedVetRecord } from './vet-record'
import { emptyVetRecord, mergeVetRecords } from './vet-record-merge'

const read = <T>(value: T, confidence = 0.95, snippet = `line: ${JSON.stringify(value)}`): Extracted<T> => ({ value, snippet, confidence })

function recordWith(change: (record: ExtractedVetRecord) => void): ExtractedVetRecord {
  const record = emptyVetRecord()
  change(record)
  return record
}

const rabies = (givenOn: string | null, name = 'Rabies 3yr') => ({
  vaccineKey: 'rabies' as const,
  name,
  givenOn,
  nextDueOn: null,
  batchNumber: null,
})
const med = (name: string, dose: string | null = null) => ({ name, dose, route: null, schedule: null, instructions: null })
const weight = (value: number, date: string | null, unit: 'kg' | 'lb' = 'kg') => ({ value, unit, date })

describe('mergeVetRecords', () => {
  it('gives an empty record for no records', () => {
    expect(mergeVetRecords([])).toEqual(emptyVetRecord())
  })

  it.each([
    { name: 'the higher confidence wins', a: read('Biscuit', 0.7), b: read('Biscuits', 0.95), expected: 'Biscuits' },
    { name: 'the earlier record wins a tie', a: read('Biscuit', 0.95), b: read('Biscuits', 0.95), expected: 'Biscuit' },
    { name: 'a value beats nothing', a: null, b: read('Biscuit', 0.6), expected: 'Biscuit' },
    { name: 'a value beats nothing, either order', a: read('Biscuit', 0.6), b: null, expected: 'Biscuit' },
  ])('single field: $name', ({ a, b, expected }) => {
    const merged = mergeVetRecords([recordWith((r) => (r.pet.name = a)), recordWith((r) => (r.pet.name = b))])
    expect(merged.pet.name?.value).toBe(expected)
  })

  it('keeps the snippet of the value it chose, per field independently', () => {
    const merged = mergeVetRecords([
      recordWith((r) => {
        r.pet.breed = read('Beagle', 0.85, 'Breed: Beagle')
        r.clinic.vet = read('Dr. Ames', 0.95, 'Seen by: Dr. Ames')
      }),
      recordWith((r) => {
        r.pet.breed = read('Beagle mix', 0.95, 'Breed: Beagle mix')
        r.clinic.vet = read('Ames', 0.7, 'Ames DVM')
      }),
    ])
    expect(merged.pet.breed).toEqual(read('Beagle mix', 0.95, 'Breed: Beagle mix'))
    expect(merged.clinic.vet).toEqual(read('Dr. Ames', 0.95, 'Seen by: Dr. Ames'))
  })

  it.each([
    {
      list: 'vaccinations: same vaccine and given date is one',
      a: (r: ExtractedVetRecord) => (r.vaccinations = [read(rabies('2024-03-12'), 0.85)]),
      b: (r: ExtractedVetRecord) => (r.vaccinations = [read(rabies('2024-03-12', 'Rabies'), 0.95), read(rabies('2025-03-12'))]),
      count: (m: ExtractedVetRecord) => m.vaccinations.length,
      expected: 2,
    },
    {
      list: 'vaccinations: same vaccine, other date, two',
      a: (r: ExtractedVetRecord) => (r.vaccinations = [read(rabies('2023-03-12'))]),
      b: (r: ExtractedVetRecord) => (r.vaccinations = [read(rabies('2024-03-12'))]),
      count: (m: ExtractedVetRecord) => m.vaccinations.length,
      expected: 2,
    },
    {
      list: 'medications: same name (any case) is one',
      a: (r: ExtractedVetRecord) => (r.medications = [read(med('Pimobendan', '5 mg'))]),
      b: (r: ExtractedVetRecord) => (r.medications = [read(med('pimobendan ')), read(med('Furosemide'))]),
      count: (m: ExtractedVetRecord) => m.medications.length,
      expected: 2,
    },
    {
      list: 'conditions: same condition is one',
      a: (r: ExtractedVetRecord) => (r.conditions = [read({ condition: 'mvd' as const, text: 'MMVD' })]),
      b: (r: ExtractedVetRecord) => (r.conditions = [read({ condition: 'mvd' as const, text: 'Mitral valve disease' })]),
      count: (m: ExtractedVetRecord) => m.conditions.length,
      expected: 1,
    },
    {
      list: 'conditions: two different custom diagnoses stay two',
      a: (r: ExtractedVetRecord) => (r.conditions = [read({ condition: 'other' as const, text: 'Luxating patella' }, 0.6)]),
      b: (r: ExtractedVetRecord) => (r.conditions = [read({ condition: 'other' as const, text: 'Dental disease' }, 0.6)]),
      count: (m: ExtractedVetRecord) => m.conditions.length,
      expected: 2,
    },
    {
      list: 'weights: same value and date is one',
      a: (r: ExtractedVetRecord) => (r.weights = [read(weight(8.4, '2024-03-12'))]),
      b: (r: ExtractedVetRecord) => (r.weights = [read(weight(8.4, '2024-03-12')), read(weight(8.4, '2024-06-01'))]),
      count: (m: ExtractedVetRecord) => m.weights.length,
      expected: 2,
    },
    {
      list: 'weights: same number in other units is two',
      a: (r: ExtractedVetRecord) => (r.weights = [read(weight(18, '2024-03-12', 'kg'))]),
      b: (r: ExtractedVetRecord) => (r.weights = [read(weight(18, '2024-03-12', 'lb'))]),
      count: (m: ExtractedVetRecord) => m.weights.length,
      expected: 2,
    },
    {
      list: 'allergies: same words are one',
      a: (r: ExtractedVetRecord) => (r.allergies = [read('Chicken')]),
      b: (r: ExtractedVetRecord) => (r.allergies = [read('chicken'), read('Penicillin')]),
      count: (m: ExtractedVetRecord) => m.allergies.length,
      expected: 2,
    },
  ])('lists — $list', ({ a, b, count, expected }) => {
    expect(count(mergeVetRecords([recordWith(a), recordWith(b)]))).toBe(expected)
  })

  it('keeps the more confident reading of a duplicate, in first-seen order', () => {
    const merged = mergeVetRecords([
      recordWith((r) => (r.vaccinations = [read(rabies('2024-03-12'), 0.7, 'rabies 03/12/2024')])),
      recordWith((r) => (r.vaccinations = [read(rabies('2025-01-01')), read(rabies('2024-03-12'), 0.95, 'Rabies  2024-03-12')])),
    ])
    expect(merged.vaccinations.map((v) => [v.value.givenOn, v.snippet])).toEqual([
      ['2024-03-12', 'Rabies  2024-03-12'],
      ['2025-01-01', 'line: {"vaccineKey":"rabies","name":"Rabies 3yr","givenOn":"2025-01-01","nextDueOn":null,"batchNumber":null}'],
    ])
  })
})
