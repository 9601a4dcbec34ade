import { describe, expect, it } from 'vitest'
import { convertWeight, formatWeight, KG_PER_LB, LB_PER_KG, weightUnitFor } from './units'

describe('weight constants', () => {
  it('uses the factor 1 kg = 2.20462 lb, and its inverse', () => {
    expect(LB_PER_KG).toBe(2.20462)
    expect(KG_PER_LB * LB_PER_KG).toBeCloseTo(1, 12)
  })
})

describe('convertWeight', () => {
  it.each([
    [10, 'kg', 'lb', 22.0462],
    [1, 'kg', 'lb', 2.20462],
    [22.0462, 'lb', 'kg', 10],
    [2.20462, 'lb', 'kg', 1],
    [0, 'kg', 'lb', 0],
    [12.5, 'kg', 'kg', 12.5],
    [30, 'lb', 'lb', 30],
  ] as const)('%d %s → %d %s', (value, from, to, expected) => {
    expect(convertWeight(value, from, to)).toBeCloseTo(expected, 10)
  })

  it.each([0.1, 4.2, 10, 33.3, 72.8, 1234.5])('round trip of %d kg → lb → kg keeps the value', (kg) => {
    expect(convertWeight(convertWeight(kg, 'kg', 'lb'), 'lb', 'kg')).toBeCloseTo(kg, 10)
  })

  it.each([0.1, 9.9, 22, 150])('round trip of %d lb → kg → lb keeps the value', (lb) => {
    expect(convertWeight(convertWeight(lb, 'lb', 'kg'), 'kg', 'lb')).toBeCloseTo(lb, 10)
  })
})

describe('weightUnitFor', () => {
  it.each([
    ['metric', 'kg'],
    ['imperial', 'lb'],
    [null, 'lb'],
    [undefined, 'lb'],
  ] as const)('%s → %s', (unitSystem, expected) => {
    expect(weightUnitFor(unitSystem)).toBe(expected)
  })
})

describe('formatWeight', () => {
  it.each([
    [10, 'kg', 'imperial', '22.0 lb'],
    [10, 'kg', 'metric', '10.0 kg'],
    [22.0462, 'lb', 'metric', '10.0 kg'],
    [4.25, 'kg', 'metric', '4.3 kg'],
    [4.24, 'kg', 'metric', '4.2 kg'],
    [15, 'lb', 'imperial', '15.0 lb'],
    [15, 'lb', null, '15.0 lb'],
    [5, 'kg', undefined, '11.0 lb'],
    [0, 'kg', 'imperial', '0.0 lb'],
    [-0.01, 'kg', 'metric', '0.0 kg'],
  ] as const)('%d %s for %s → %j', (value, unit, unitSystem, expected) => {
    expect(formatWeight(value, unit, unitSystem)).toBe(expected)
  })
})
