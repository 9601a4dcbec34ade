import { describe, expect, it } from 'vitest'
import { expandReminderPreference, nextWeekday, reminderPreferenceSchema } from './reminders'

describe('nextWeekday', () => {
  // 2026-11-21 is a Saturday.
  it.each([
    ['2026-11-21', 6, '2026-11-21'],
    ['2026-11-21', 0, '2026-11-22'],
    ['2026-11-21', 5, '2026-11-27'],
    ['2026-12-30', 1, '2027-01-04'],
    ['2028-02-28', 2, '2028-02-29'],
  ])('from %s, weekday %i → %s', (from, day, expected) => expect(nextWeekday(from, day)).toBe(expected))
})

describe('expandReminderPreference (weekly expansion)', () => {
  const base = reminderPreferenceSchema.parse({ category: 'medication', enabled: true })
  const options = { today: '2026-11-21', timeZone: 'Europe/Amsterdam', petName: 'Biscuit' }

  it('gives nothing for a disabled category', () => {
    expect(expandReminderPreference({ ...base, enabled: false }, options)).toEqual([])
  })

  it('gives one reminder today at the first preferred time, with the first method as the method', () => {
    const rows = expandReminderPreference({ ...base, notificationMethods: ['push', 'email'], preferredTimes: ['07:30', '19:30'] }, options)
    expect(rows).toEqual([
      expect.objectContaining({
        reminderType: 'medication',
        title: 'Give medication: Biscuit',
        notificationMethod: 'push',
        notificationMethods: ['push', 'email'],
        reminderDate: new Date('2026-11-21T06:30:00.000Z'),
      }),
    ])
  })

  it('makes one weekly reminder per selected weekday at its next occurrence from today', () => {
    const rows = expandReminderPreference({ ...base, repeatFrequency: 'weekly', daysOfWeek: [1, 6, 1] }, options)
    expect(rows.map((r) => [r.daysOfWeek, r.reminderDate.toISOString()])).toEqual([
      [[1], '2026-11-23T08:00:00.000Z'],
      [[6], '2026-11-21T08:00:00.000Z'],
    ])
  })

  it('counts from a future start date instead of today', () => {
    const rows = expandReminderPreference({ ...base, repeatFrequency: 'weekly', daysOfWeek: [3], startDate: '2026-12-01' }, options)
    expect(rows[0]?.reminderDate.toISOString()).toBe('2026-12-02T08:00:00.000Z')
  })

  it('ignores a start date in the past', () => {
    const rows = expandReminderPreference({ ...base, startDate: '2020-01-01' }, options)
    expect(rows[0]?.reminderDate.toISOString()).toBe('2026-11-21T08:00:00.000Z')
  })
})
