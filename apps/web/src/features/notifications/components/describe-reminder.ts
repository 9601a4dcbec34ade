import { reminderCategoryLabels, type Reminder } from '@pawpulse/domain/reminder-api'
import { ruleWeekdays } from '@pawpulse/domain/recurrence'
import type { ReminderCategory } from '@pawpulse/domain/reminders'
import { cachedDateTimeFormat } from '@pawpulse/domain/time-zone'
import { formatIsoDate } from '#web/lib/format-date.ts'

/** 0 = Sunday … 6 = Saturday, as the API counts them. */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const shortDay = (day: number) => weekdayNames[day]?.slice(0, 3) ?? String(day)
/** Monday first, as the owners' calendars mostly start. */
export const weekdaysMondayFirst = [1, 2, 3, 4, 5, 6, 0] as const

const ordinal = (n: number) => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

type RuleFields = Pick<Reminder, 'repeat' | 'startDate' | 'times' | 'daysOfWeek' | 'interval' | 'timesPerWeek' | 'end'>

/**
 * A reminder's rule in words: "Every Monday and Thursday at 08:00", "Every 2 weeks on Tue at 09:00,
 * 10 times". The days shown are the ones the rule fires on (the start's weekday when none are chosen).
 */
export function describeRepeat(rule: RuleFields): string {
  const at = `at ${list([...rule.times].sort())}`
  const days = () => list(ruleWeekdays(rule).map(shortDay))
  const start = new Date(`${rule.startDate}T00:00:00Z`)
  const base = (() => {
    switch (rule.repeat) {
      case 'once':
        return `Once, on ${formatIsoDate(rule.startDate)} ${at}`
      case 'daily':
      case 'times_per_day':
        return `Every day ${at}`
      case 'weekly':
        return `Every ${days()} ${at}`
      case 'times_per_week':
        return `${rule.daysOfWeek.length || (rule.timesPerWeek ?? 1)} times a week (${days()}) ${at}`
      case 'every_n_weeks':
        return rule.interval === 1 ? `Every week on ${days()} ${at}` : `Every ${rule.interval} weeks on ${days()} ${at}`
      case 'every_n_days':
        return rule.interval === 1 ? `Every day ${at}` : rule.interval === 2 ? `Every other day ${at}` : `Every ${rule.interval} days ${at}`
      case 'monthly':
        return `Every month on the ${ordinal(start.getUTCDate())} ${at}`
      case 'yearly':
        return `Every year on ${cachedDateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(start)} ${at}`
    }
  })()
  if (rule.repeat === 'once') return base
  if (rule.end.kind === 'on_date') return `${base}, until ${formatIsoDate(rule.end.date)}`
  if (rule.end.kind === 'after_count') return `${base}, ${rule.end.count} ${rule.end.count === 1 ? 'time' : 'times'}`
  return base
}

/** "Pepper · Medication", or the category alone for a reminder about no pet. */
export function describeSubject(petName: string | null, category: ReminderCategory): string {
  return [petName, reminderCategoryLabels[category]].filter(Boolean).join(' · ')
}

/** '08:00' on the owner's clock. */
export function formatTime(iso: string, timeZone: string): string {
  return cachedDateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(iso))
}

/** 'Wed 4 Mar, 08:00' on the owner's clock. */
export function formatDayAndTime(iso: string, timeZone: string): string {
  return cachedDateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso))
}
