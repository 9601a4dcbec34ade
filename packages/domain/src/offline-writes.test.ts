import { describe, expect, it } from 'vitest'
import { breathingLogCreateSchema, breathingLogUpdateSchema } from './breathing-input'
import { doseInputSchema } from './medication-input'
import { actedAtIssue, actedAtSchema } from './offline-writes'
import { occurrenceActionSchema } from './reminder-api'
import { symptomLogCreateSchema } from './symptom-input'
import { weightLogCreateSchema, weightLogUpdateSchema } from './weight-input'

const id = '4f1c2d3e-5a6b-4c7d-8e9f-0a1b2c3d4e5f'
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
/** The same instant written as a clock one hour ahead of UTC shows it: "…T07:30:00+01:00". */
const minutesFromNowAtPlusOne = (minutes: number) =>
  new Date(Date.now() + (minutes + 60) * 60_000).toISOString().replace(/\.\d+Z$/, '+01:00')
const firstIssue = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) => {
  const issue = schema.safeParse(input).error?.issues[0]
  return issue && [issue.path.join('.'), issue.message]
}

const creates = [
  ['breathing', breathingLogCreateSchema, { measuredAt: '2026-03-01T08:00:00Z', breathCount: 10, durationSeconds: 30, method: 'counter' }],
  [
    'symptom',
    symptomLogCreateSchema,
    { conditionId: 'arthritis', loggedAt: '2026-03-01T08:00:00Z', symptoms: { symptom: 'Stiff', severity: 2 } },
  ],
  ['weight', weightLogCreateSchema, { measuredAt: '2026-03-01', weight: 4.2, weightUnit: 'kg' }],
  ['dose', doseInputSchema, {}],
] as const

describe('the client id of a new entry', () => {
  it.each(creates)('%s: optional, kept when sent', (_name, schema, valid) => {
    expect(schema.safeParse(valid).success).toBe(true)
    expect((schema.parse({ ...valid, id }) as { id?: string }).id).toBe(id)
  })

  it.each(creates)('%s: anything but a UUID is refused on the id field', (_name, schema, valid) => {
    for (const bad of ['abc', 42, '', null]) {
      expect(firstIssue(schema, { ...valid, id: bad })).toEqual(['id', 'The entry id must be a UUID'])
    }
  })

  it('is not a field of an edit: a record keeps its key', () => {
    expect(weightLogUpdateSchema.safeParse({ id }).success).toBe(false)
    expect(breathingLogUpdateSchema.parse({ id })).not.toHaveProperty('id')
  })
})

describe('actedAtSchema: when the owner acted on a reminder', () => {
  it.each([
    ['now', minutesFromNow(0)],
    ['4 minutes ahead (a phone clock running fast)', minutesFromNow(4)],
    ['6 days ago', minutesFromNow(-6 * 24 * 60)],
    // Whatever the hour the suite runs at: an hour ago, not a fixed clock time that may lie ahead.
    ['an offset other than Z', minutesFromNowAtPlusOne(-60)],
  ])('accepts %s', (_name, value) => expect(actedAtSchema.safeParse(value).success).toBe(true))

  it.each([
    ['6 minutes ahead', minutesFromNow(6), 'The time cannot be in the future'],
    ['8 days ago', minutesFromNow(-8 * 24 * 60), 'The time cannot be more than 7 days ago'],
    ['no offset', '2026-11-25T07:30:00', 'Enter the time with its UTC offset'],
    ['not a time', 'yesterday', 'Enter the time with its UTC offset'],
  ])('refuses %s', (_name, value, message) => expect(firstIssue(actedAtSchema, value)).toEqual(['', message]))

  it('measures both bounds from the given now', () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    expect(actedAtIssue('2026-11-25T12:05:00Z', now)).toBeNull()
    expect(actedAtIssue('2026-11-25T12:05:01Z', now)).toBe('The time cannot be in the future')
    expect(actedAtIssue('2026-11-18T12:00:00Z', now)).toBeNull()
    expect(actedAtIssue('2026-11-18T11:59:59Z', now)).toBe('The time cannot be more than 7 days ago')
  })

  it('is optional on every action and its errors carry the field', () => {
    expect(occurrenceActionSchema.safeParse({ action: 'done' }).success).toBe(true)
    expect(occurrenceActionSchema.safeParse({ action: 'skip', at: minutesFromNow(-1) }).success).toBe(true)
    expect(occurrenceActionSchema.safeParse({ action: 'snooze', for: '1h', at: minutesFromNow(-1) }).success).toBe(true)
    expect(firstIssue(occurrenceActionSchema, { action: 'snooze', for: '1h', at: minutesFromNow(60) })).toEqual([
      'at',
      'The time cannot be in the future',
    ])
  })
})
