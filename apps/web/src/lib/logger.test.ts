import { describe, expect, it } from 'vitest'
import { throttleError } from './logger'

/** Replays identical errors at the given seconds and reports which were logged. */
function replay(seconds: number[]): boolean[] {
  let history: number[] = []
  return seconds.map((second) => {
    const step = throttleError(history, second * 1000)
    history = step.history
    return step.shouldLog
  })
}

describe('throttleError (suppress identical errors after 3 within 60 s)', () => {
  it.each([
    { why: 'a single error is logged', at: [0], logged: [true] },
    { why: 'the first three are logged', at: [0, 1, 2], logged: [true, true, true] },
    { why: 'the fourth within 60 s is suppressed', at: [0, 1, 2, 3], logged: [true, true, true, false] },
    { why: 'many within 60 s: only three logged', at: [0, 1, 2, 3, 4, 59], logged: [true, true, true, false, false, false] },
    { why: 'logged again once the first falls out of the window', at: [0, 1, 2, 60], logged: [true, true, true, true] },
    {
      why: 'exactly 60 s later counts as outside the window',
      at: [0, 0, 0, 60, 60, 60, 60],
      logged: [true, true, true, true, true, true, false],
    },
    { why: 'spread-out errors are never suppressed', at: [0, 30, 61, 92, 123], logged: [true, true, true, true, true] },
    { why: 'suppressed errors do not extend the window', at: [0, 1, 2, 30, 59, 61], logged: [true, true, true, false, false, true] },
  ])('$why', ({ at, logged }) => {
    expect(replay(at)).toEqual(logged)
  })

  it('honours a custom limit and window', () => {
    const first = throttleError([], 0, { limit: 1, windowMs: 10 })
    expect(first.shouldLog).toBe(true)
    expect(throttleError(first.history, 5, { limit: 1, windowMs: 10 }).shouldLog).toBe(false)
    expect(throttleError(first.history, 10, { limit: 1, windowMs: 10 }).shouldLog).toBe(true)
  })
})
