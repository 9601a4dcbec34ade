import { describe, expect, it } from 'vitest'
import { medicationReminderRule, recordReminderTitle, treatmentReminderRule } from './record-reminders'
import type { MedicationSchedule } from './schedule'

const today = '2026-03-10'
const rule = (schedule: MedicationSchedule | null, dates: { startDate?: string | null; endDate?: string | null } = {}) =>
  medicationReminderRule({ schedule, startDate: dates.startDate ?? '2026-03-02', endDate: dates.endDate ?? null }, today)

describe('medicationReminderRule', () => {
  it.each<[string, MedicationSchedule | null, { repeat: string; times: string[]; interval?: number } | null]>([
    ['once a day', { frequency: 'once_daily' }, { repeat: 'daily', times: ['08:00'] }],
    ['twice a day', { frequency: 'twice_daily' }, { repeat: 'times_per_day', times: ['08:00', '20:00'] }],
    [
      'three times a day: 8 hours apart from 07:00',
      { frequency: 'three_times_daily' },
      { repeat: 'times_per_day', times: ['07:00', '15:00', '23:00'] },
    ],
    ['every other day', { frequency: 'every_other_day' }, { repeat: 'every_n_days', times: ['08:00'], interval: 2 }],
    ['once a week, on the start’s weekday', { frequency: 'weekly' }, { repeat: 'weekly', times: ['08:00'] }],
    ['as needed: nothing to remind', { frequency: 'as_needed' }, null],
    ['no schedule (onboarding’s words only)', null, null],
    ['every 6 hours', { intervalHours: 6 }, { repeat: 'times_per_day', times: ['02:00', '08:00', '14:00', '20:00'] }],
    [
      'every 4 hours: six times a day',
      { intervalHours: 4 },
      { repeat: 'times_per_day', times: ['00:00', '04:00', '08:00', '12:00', '16:00', '20:00'] },
    ],
    ['every 3 hours: more than six times a day', { intervalHours: 3 }, null],
    ['every 5 hours: no daily clock time', { intervalHours: 5 }, null],
    ['every 36 hours: no daily clock time', { intervalHours: 36 }, null],
    ['every 72 hours', { intervalHours: 72 }, { repeat: 'every_n_days', times: ['08:00'], interval: 3 }],
    ['every 720 hours (30 days)', { intervalHours: 720 }, { repeat: 'every_n_days', times: ['08:00'], interval: 30 }],
  ])('%s', (_name, schedule, expected) => {
    const result = rule(schedule)
    if (expected === null) return expect(result).toBeNull()
    expect(result).toMatchObject({ ...expected, startDate: '2026-03-02', end: { kind: 'never' } })
  })

  it('runs from the start date to the end date, or from today without a start date', () => {
    expect(rule({ frequency: 'once_daily' }, { endDate: '2026-03-20' })?.end).toEqual({ kind: 'on_date', date: '2026-03-20' })
    expect(medicationReminderRule({ schedule: { frequency: 'once_daily' }, startDate: null, endDate: null }, today)?.startDate).toBe(today)
  })
})

describe('treatmentReminderRule', () => {
  it('is once, on the due date at 09:00', () => {
    expect(treatmentReminderRule('2026-04-10')).toMatchObject({ repeat: 'once', startDate: '2026-04-10', times: ['09:00'] })
  })
})

describe('recordReminderTitle', () => {
  it('keeps a name that fits and shortens one over 120 characters', () => {
    expect(recordReminderTitle(' Enalapril ')).toBe('Enalapril')
    expect(recordReminderTitle('x'.repeat(130))).toHaveLength(120)
  })
})
