import { describe, expect, it } from 'vitest'
import { defaultTrackers } from './trackers'

describe('defaultTrackers', () => {
  it.each([
    ['cat', ['litter', 'eating', 'grooming']],
    ['dog', ['walks', 'eating', 'activity']],
    ['rabbit', []],
    [null, []],
    [undefined, []],
  ])('%j → %j', (species, expected) => expect(defaultTrackers(species)).toEqual(expected))

  it('returns a fresh list each time, so callers may change it', () => {
    const first = defaultTrackers('dog')
    first.push('weight')
    expect(defaultTrackers('dog')).toEqual(['walks', 'eating', 'activity'])
  })
})
