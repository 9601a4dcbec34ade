import { describe, expect, it } from 'vitest'
import { addressText } from './address'

describe('addressText', () => {
  it.each([
    [
      { street: 'Keizersgracht', streetNumber: '123', city: 'Amsterdam', postalCode: '1015 CJ', country: 'Netherlands' },
      '123, Keizersgracht, Amsterdam, 1015 CJ, Netherlands',
    ],
    [
      { country: 'US', postalCode: '94103', city: 'San Francisco', street: 'Market St', streetNumber: '1' },
      '1, Market St, San Francisco, 94103, US',
    ],
    [{ street: 'Market St', city: 'San Francisco' }, 'Market St, San Francisco'],
    [{ streetNumber: '  12 ', street: ' Elm Road ', city: null, postalCode: '', country: '   ' }, '12, Elm Road'],
    [{ city: 'Utrecht', street: undefined }, 'Utrecht'],
    [{}, ''],
    [{ street: ' ', city: '' }, ''],
  ])('%j → %j', (parts, expected) => {
    expect(addressText(parts)).toBe(expected)
  })
})
