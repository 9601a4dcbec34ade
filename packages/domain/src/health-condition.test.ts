import { describe, expect, it } from 'vitest'
import { isResolved } from './health-condition'

describe('isResolved', () => {
  it.each([
    [{ resolutionDate: null, ongoing: true }, false],
    [{ resolutionDate: undefined, ongoing: undefined }, false],
    [{ resolutionDate: null, ongoing: null }, false],
    [{ resolutionDate: '2026-01-02', ongoing: true }, true],
    [{ resolutionDate: null, ongoing: false }, true],
    [{ resolutionDate: new Date('2026-01-02'), ongoing: false }, true],
  ])('%j → %j', (condition, expected) => {
    expect(isResolved(condition)).toBe(expected)
  })
})
