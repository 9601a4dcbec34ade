// When a reminder fires (docs/product/reminders.md#when-a-reminder-fires). A reminder's rule is
// written in the owner's calendar and clock — "every Monday and Thursday at 08:00" — and turned
// into instants (UTC) here, in the owner's time zone, one occurrence at a time:
// - a time the clock skips (02:30 on the night it jumps to 03:00) fires at the first minute after
//   the gap; a time the clock shows twice (02:30 when it falls back) fires once, at the first;
// - two times of one day that land on the same instant that way fire once.
// Pure: the dispatcher, the upcoming list and the calendar all ask these functions.
import { addMonths } from './schedule'
import { addDays, zonedDateTimeToUtc } from './time-zone'

export const repeatKinds = [
  'once',
  'daily',
  'times_per_day',
  'weekly',
  'times_per_week',
  'every_n_weeks',
  'every_n_days',
  'monthly',
  'yearly',
] as const
export type RepeatKind = (typeof repeatKinds)[number]

export const endKinds = ['never', 'on_date', 'after_count'] as const
export type EndKind = (typeof endKinds)[number]

export type RecurrenceEnd = { kind: 'never' } | { kind: 'on_date'; date: string } | { kind: 'after_count'; count: number }

export interface Recurrence {
  repeat: RepeatKind
  /** The owner's calendar date of the first possible occurrence, 'YYYY-MM-DD'. */
  startDate: string
  /** Times of day on the owner's clock, 'HH:MM'; at least one. */
  times: readonly string[]
  /** 0 = Sunday … 6 = Saturday: the days of weekly, times-per-week and every-N-weeks rules. */
  daysOfWeek: readonly number[]
  /** Every N weeks, or every N days: N (1 = every week, every day). */
  interval: number
  /** Times per week when no days are chosen: spread evenly over the week from the start date. */
  timesPerWeek: number | null
  end: RecurrenceEnd
}

/** Beyond this many calendar days from a start, no rule is searched further (a safety bound). */
const SEARCH_LIMIT_DAYS = 366 * 30

const weekday = (dateIso: string) => new Date(`${dateIso}T00:00:00Z`).getUTCDay()
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** The weekdays a week-based rule fires on: the chosen days, else spread from the start's weekday. */
export function ruleWeekdays(rule: Pick<Recurrence, 'repeat' | 'startDate' | 'daysOfWeek' | 'timesPerWeek'>): number[] {
  if (rule.daysOfWeek.length > 0) return [...new Set(rule.daysOfWeek)].sort((a, b) => a - b)
  const first = weekday(rule.startDate)
  if (rule.repeat !== 'times_per_week') return [first]
  // Three times a week from a Monday: Monday, Wednesday, Friday (offsets 0, 2, 4).
  const count = Math.min(7, Math.max(1, rule.timesPerWeek ?? 1))
  const days = new Set<number>()
  for (let i = 0; i < count; i++) days.add((first + Math.floor((i * 7) / count)) % 7)
  return [...days].sort((a, b) => a - b)
}

/**
 * The owner's dates the rule fires on, in order, from the start date — or, when `from` is later
 * and nothing needs counting from the start, from the first date of the rule's cycle before it.
 */
function* ruleDates(rule: Recurrence, from: string): Generator<string> {
  const { startDate } = rule
  const countsFromStart = rule.end.kind === 'after_count'
  const skipTo = !countsFromStart && from > startDate ? from : startDate
  switch (rule.repeat) {
    case 'once':
      yield startDate
      return
    case 'monthly':
    case 'yearly': {
      const step = rule.repeat === 'monthly' ? 1 : 12
      // Always counted from the start, so 31 Jan → 28 Feb → 31 Mar: a short month never drifts the rest.
      const first = Math.max(0, Math.floor(daysBetween(startDate, skipTo) / (31 * step)) - 1)
      const last = first + Math.ceil(SEARCH_LIMIT_DAYS / (28 * step))
      for (let k = first; k <= last; k++) yield addMonths(startDate, k * step)
      return
    }
    case 'every_n_days': {
      // A medication every other day (every 48 h): counted from the start, so the cycle never drifts.
      const step = Math.max(1, rule.interval)
      const first = Math.max(0, Math.floor(daysBetween(startDate, skipTo) / step) - 1) * step
      for (let offset = first; offset <= first + SEARCH_LIMIT_DAYS; offset += step) yield addDays(startDate, offset)
      return
    }
    default: {
      const everyDay = rule.repeat === 'daily' || rule.repeat === 'times_per_day'
      const days = everyDay ? null : new Set(ruleWeekdays(rule))
      const weeks = rule.repeat === 'every_n_weeks' ? Math.max(1, rule.interval) : 1
      // Start a whole cycle (weeks × 7 days) before `from`, so the cycle stays aligned to the start.
      const first = Math.max(0, Math.floor((daysBetween(startDate, skipTo) - 1) / (7 * weeks)) * 7 * weeks)
      for (let offset = first; offset <= first + SEARCH_LIMIT_DAYS; offset++) {
        if (weeks > 1 && Math.floor(offset / 7) % weeks !== 0) continue
        const date = addDays(startDate, offset)
        if (days === null || days.has(weekday(date))) yield date
      }
    }
  }
}

function sortedTimes(times: readonly string[]): string[] {
  return [...new Set(times)].sort()
}

/**
 * The rule's occurrences at or after `from`, in order, at most `limit` of them; the end rule
 * (a last date, or a number of occurrences counted from the first) applies.
 */
export function occurrencesFrom(rule: Recurrence, timeZone: string, from: Date, limit: number): Date[] {
  const out: Date[] = []
  if (limit <= 0) return out
  const times = sortedTimes(rule.times.length > 0 ? rule.times : ['09:00'])
  const fromDate = addDays(new Date(from.getTime()).toISOString().slice(0, 10), -2)
  let counted = 0
  let last = Number.NEGATIVE_INFINITY
  for (const date of ruleDates(rule, fromDate)) {
    if (rule.end.kind === 'on_date' && date > rule.end.date) break
    for (const time of times) {
      const instant = zonedDateTimeToUtc(date, time, timeZone).getTime()
      if (Number.isNaN(instant) || instant <= last) continue // a skipped time that landed on the next one
      last = instant
      counted++
      if (rule.end.kind === 'after_count' && counted > rule.end.count) return out
      if (instant >= from.getTime()) {
        out.push(new Date(instant))
        if (out.length >= limit) return out
      }
    }
  }
  return out
}

/** The first occurrence strictly after `after`, or null when the rule has ended. */
export function nextOccurrenceAfter(rule: Recurrence, timeZone: string, after: Date): Date | null {
  return occurrencesFrom(rule, timeZone, new Date(after.getTime() + 1), 1)[0] ?? null
}

/** Occurrences in [from, to), at most `limit`. */
export function occurrencesBetween(rule: Recurrence, timeZone: string, from: Date, to: Date, limit: number): Date[] {
  return occurrencesFrom(rule, timeZone, from, limit).filter((instant) => instant < to)
}
