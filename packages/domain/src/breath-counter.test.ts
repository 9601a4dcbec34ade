import { describe, expect, it } from 'vitest'
import { countdownAnnouncement, latestAnnouncement, secondsLeft } from './breath-counter'

describe('countdownAnnouncement', () => {
  it.each([
    [15, 15, 'Counting for 15 seconds. Tap once for each breath.'],
    [14, 15, null],
    [10, 15, '10 seconds left.'],
    [5, 15, null],
    [0, 15, 'Time is up.'],
    [30, 30, 'Counting for 30 seconds. Tap once for each breath.'],
    [29, 30, null],
    [15, 30, null],
    [10, 30, '10 seconds left.'],
    [60, 60, 'Counting for 60 seconds. Tap once for each breath.'],
    [45, 60, null],
    [30, 60, '30 seconds left.'],
    [10, 60, '10 seconds left.'],
    [1, 60, null],
    [0, 60, 'Time is up.'],
  ])('%d s left of %d → %s', (left, duration, expected) => expect(countdownAnnouncement(left, duration)).toBe(expected))

  it('announces at most four times in a 60-second count', () => {
    const spoken = Array.from({ length: 61 }, (_, i) => countdownAnnouncement(60 - i, 60)).filter(Boolean)
    expect(spoken).toHaveLength(4)
  })
})

describe('secondsLeft', () => {
  it.each([
    [0, 30, 0, 30],
    [0, 30, 999, 30],
    [0, 30, 1000, 29],
    [0, 30, 29_999, 1],
    [0, 30, 30_000, 0],
    [0, 30, 45_000, 0],
    [5000, 15, 0, 15],
  ])('started %d, %d s, at %d → %d left', (startedAt, duration, now, expected) =>
    expect(secondsLeft(startedAt, duration, now)).toBe(expected),
  )
})

describe('latestAnnouncement', () => {
  it.each([
    [30, 30, 'Counting for 30 seconds. Tap once for each breath.'],
    [25, 30, 'Counting for 30 seconds. Tap once for each breath.'],
    [10, 30, '10 seconds left.'],
    [3, 30, '10 seconds left.'],
    [0, 30, 'Time is up.'],
    [45, 60, 'Counting for 60 seconds. Tap once for each breath.'],
    [20, 60, '30 seconds left.'],
    [12, 15, 'Counting for 15 seconds. Tap once for each breath.'],
  ])('%d s left of %d holds %s', (left, duration, expected) => expect(latestAnnouncement(left, duration)).toBe(expected))
})
