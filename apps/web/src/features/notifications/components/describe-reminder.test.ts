import { describe, expect, it } from 'vitest'
import { describeRepeat } from './describe-reminder'

type Rule = Parameters<typeof describeRepeat>[0]
const rule: Rule = {
  repeat: 'daily',
  startDate: '2026-03-02', // a Monday
  times: ['08:00'],
  daysOfWeek: [],
  interval: 1,
  timesPerWeek: null,
  end: { kind: 'never' },
}

describe('describeRepeat', () => {
  it.each<[string, Partial<Rule>, string]>([
    ['once', { repeat: 'once' }, 'Once, on 2 March 2026 at 08:00'],
    ['daily', {}, 'Every day at 08:00'],
    ['several times a day, in clock order', { repeat: 'times_per_day', times: ['20:00', '08:00'] }, 'Every day at 08:00 and 20:00'],
    ['weekly on chosen days', { repeat: 'weekly', daysOfWeek: [4, 1] }, 'Every Mon and Thu at 08:00'],
    ['every 2 weeks on the start’s weekday', { repeat: 'every_n_weeks', interval: 2 }, 'Every 2 weeks on Mon at 08:00'],
    ['three times a week, spread', { repeat: 'times_per_week', timesPerWeek: 3 }, '3 times a week (Mon, Wed and Fri) at 08:00'],
    ['monthly', { repeat: 'monthly', startDate: '2026-03-31' }, 'Every month on the 31st at 08:00'],
    ['yearly', { repeat: 'yearly', startDate: '2026-03-22' }, 'Every year on 22 March at 08:00'],
    ['an end date', { end: { kind: 'on_date', date: '2026-06-01' } }, 'Every day at 08:00, until 1 June 2026'],
    ['a count', { end: { kind: 'after_count', count: 10 } }, 'Every day at 08:00, 10 times'],
  ])('%s', (_name, overrides, text) => {
    expect(describeRepeat({ ...rule, ...overrides })).toBe(text)
  })
})
