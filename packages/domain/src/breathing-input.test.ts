import { describe, expect, it } from 'vitest'
import { breathingLogCreateSchema, breathingLogUpdateSchema, breathingSettingsSchema } from './breathing-input'

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const valid = { measuredAt: '2026-03-01T07:30:00+01:00', breathCount: 10, durationSeconds: 30, method: 'counter' }
const firstMessage = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const issue = result.error?.issues[0]
  return issue && [issue.path.join('.'), issue.message]
}

describe('breathingLogCreateSchema', () => {
  it('accepts a counter count and defaults the context to sleeping', () => {
    expect(breathingLogCreateSchema.parse(valid)).toEqual({ ...valid, context: 'sleeping' })
  })

  it.each([
    ['counter 15 s', { durationSeconds: 15 }],
    ['counter 60 s', { durationSeconds: 60 }],
    ['manual 45 s', { method: 'manual', durationSeconds: 45 }],
    ['manual 10 s', { method: 'manual', durationSeconds: 10 }],
    ['manual 300 s', { method: 'manual', durationSeconds: 300, breathCount: 60 }],
    ['camera 15 s with its confidence', { method: 'camera', durationSeconds: 15, confidence: 0.8 }],
    ['camera 60 s with confidence 1', { method: 'camera', durationSeconds: 60, confidence: 1 }],
    ['camera with confidence 0', { method: 'camera', confidence: 0 }],
    ['counter with a null confidence', { confidence: null }],
    ['exactly 4/min (one breath in 15 s)', { breathCount: 1, durationSeconds: 15 }],
    ['exactly 200/min', { breathCount: 50, durationSeconds: 15 }],
    ['resting with a note', { context: 'resting', notes: 'After a walk' }],
    ['now', { measuredAt: minutesFromNow(0) }],
    ['4 minutes ahead (clock slack)', { measuredAt: minutesFromNow(4) }],
  ])('accepts %s', (_name, change) => expect(breathingLogCreateSchema.safeParse({ ...valid, ...change }).success).toBe(true))

  it.each([
    ['a negative count', { breathCount: -1 }, ['breathCount', 'The count cannot be negative']],
    ['a fractional count', { breathCount: 10.5 }, ['breathCount', 'Enter a whole number of breaths']],
    ['a counter duration of 45 s', { durationSeconds: 45 }, ['durationSeconds', 'Count for 15, 30 or 60 seconds']],
    ['a counter duration of 20 s', { durationSeconds: 20 }, ['durationSeconds', 'Count for 15, 30 or 60 seconds']],
    ['a manual duration of 5 s', { method: 'manual', durationSeconds: 5 }, ['durationSeconds', 'Enter a duration from 10 to 300 seconds']],
    [
      'a manual duration of 301 s',
      { method: 'manual', durationSeconds: 301 },
      ['durationSeconds', 'Enter a duration from 10 to 300 seconds'],
    ],
    [
      'a rate above 200/min',
      { breathCount: 51, durationSeconds: 15 },
      ['breathCount', 'A rate above 200 breaths per minute is not possible; please recount'],
    ],
    [
      'a count of 0 (saved and called "Normal" before)',
      { breathCount: 0 },
      ['breathCount', 'A rate below 4 breaths per minute is not possible for a living pet; please recount'],
    ],
    [
      'a rate of 3/min (3 breaths in a minute)',
      { breathCount: 3, durationSeconds: 60 },
      ['breathCount', 'A rate below 4 breaths per minute is not possible for a living pet; please recount'],
    ],
    [
      'a camera count of 0',
      { breathCount: 0, method: 'camera', confidence: 0.9 },
      ['breathCount', 'A rate below 4 breaths per minute is not possible for a living pet; please recount'],
    ],
    ['a future time', { measuredAt: minutesFromNow(10) }, ['measuredAt', 'The time cannot be in the future']],
    ['a time without offset', { measuredAt: '2026-03-01T07:30:00' }, ['measuredAt', 'Enter a date and time with its UTC offset']],
    ['an unknown method', { method: 'guess' }, ['method', 'Choose counter, camera or manual entry']],
    ['a camera count without its confidence', { method: 'camera' }, ['confidence', 'A camera count needs its confidence']],
    [
      'a camera count with a null confidence',
      { method: 'camera', confidence: null },
      ['confidence', 'A camera count needs its confidence'],
    ],
    ['a counter count with a confidence', { confidence: 0.9 }, ['confidence', 'Only a camera count has a confidence']],
    ['a manual count with a confidence', { method: 'manual', confidence: 0.9 }, ['confidence', 'Only a camera count has a confidence']],
    ['a confidence above 1', { method: 'camera', confidence: 1.2 }, ['confidence', 'The confidence is at most 1']],
    ['a negative confidence', { method: 'camera', confidence: -0.1 }, ['confidence', 'The confidence is at least 0']],
    ['a confidence as text', { method: 'camera', confidence: 'high' }, ['confidence', 'Enter the confidence as a number from 0 to 1']],
    [
      'a camera duration of 45 s',
      { method: 'camera', confidence: 0.9, durationSeconds: 45 },
      ['durationSeconds', 'Count for 15, 30 or 60 seconds'],
    ],
    ['an unknown context', { context: 'walking' }, ['context', 'Choose sleeping or resting']],
    ['a long note', { notes: 'x'.repeat(1001) }, ['notes', 'Notes must be at most 1000 characters']],
  ])('refuses %s', (_name, change, expected) => {
    expect(firstMessage(breathingLogCreateSchema.safeParse({ ...valid, ...change }))).toEqual(expected)
  })
})

describe('breathingLogUpdateSchema', () => {
  it.each([
    ['nothing', {}],
    ['a note only', { notes: 'Dreaming' }],
    ['the context only', { context: 'resting' }],
    ['a manual-range duration without its method', { durationSeconds: 45 }],
    ['a confidence without its method (the server checks the merged count)', { confidence: 0.7 }],
    ['a switch to camera with its confidence', { method: 'camera', confidence: 0.7 }],
  ])('accepts %s', (_name, patch) => expect(breathingLogUpdateSchema.safeParse(patch).success).toBe(true))

  it('does not fill in a default context', () => {
    expect(breathingLogUpdateSchema.parse({ notes: 'x' })).toEqual({ notes: 'x' })
  })

  it.each([
    ['a negative count', { breathCount: -2 }, ['breathCount', 'The count cannot be negative']],
    ['a counter duration of 45 s', { method: 'counter', durationSeconds: 45 }, ['durationSeconds', 'Count for 15, 30 or 60 seconds']],
    ['a switch to camera without a confidence', { method: 'camera' }, ['confidence', 'A camera count needs its confidence']],
    ['a switch to manual with a confidence', { method: 'manual', confidence: 0.5 }, ['confidence', 'Only a camera count has a confidence']],
    ['a duration outside 10–300 s', { durationSeconds: 400 }, ['durationSeconds', 'Enter a duration from 10 to 300 seconds']],
    [
      'a rate above 200/min',
      { breathCount: 101, durationSeconds: 30 },
      ['breathCount', 'A rate above 200 breaths per minute is not possible; please recount'],
    ],
    [
      'a count changed to 0',
      { breathCount: 0, durationSeconds: 30 },
      ['breathCount', 'A rate below 4 breaths per minute is not possible for a living pet; please recount'],
    ],
    ['a future time', { measuredAt: minutesFromNow(60) }, ['measuredAt', 'The time cannot be in the future']],
  ])('refuses %s', (_name, patch, expected) => {
    expect(firstMessage(breathingLogUpdateSchema.safeParse(patch))).toEqual(expected)
  })
})

describe('breathingSettingsSchema', () => {
  it('defaults to 30/min and 30 s', () => {
    expect(breathingSettingsSchema.parse({})).toEqual({ alertThreshold: 30, defaultDurationSeconds: 30 })
  })

  it.each([
    [{ alertThreshold: 10, defaultDurationSeconds: 15 }, true],
    [{ alertThreshold: 100, defaultDurationSeconds: 60 }, true],
    [{ alertThreshold: 9 }, false],
    [{ alertThreshold: 101 }, false],
    [{ alertThreshold: 30.5 }, false],
    [{ defaultDurationSeconds: 45 }, false],
  ])('%j → %j', (input, ok) => expect(breathingSettingsSchema.safeParse(input).success).toBe(ok))

  it('says which durations the counter offers', () => {
    expect(firstMessage(breathingSettingsSchema.safeParse({ defaultDurationSeconds: 20 }))).toEqual([
      'defaultDurationSeconds',
      'Count for 15, 30 or 60 seconds',
    ])
  })
})
