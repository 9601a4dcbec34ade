import { CONTACT_VET_RATE } from './breathing'
import { STILL_RELEVANT_HOURS } from './still-relevant'
import { cachedDateTimeFormat } from './time-zone'

// The words of the urgent alert a household gets when a breathing count says "contact your vet"
// (docs/product/reminders.md#urgent-breathing-alerts). The same text is the inbox entry and the
// e-mail, so it names everything someone needs to act without opening the app: the pet, the rate,
// who counted, and the vet to call — or where to add one.

export interface BreathingAlertInput {
  petName: string
  /** Breaths per minute, as stored (one decimal). */
  rate: number
  context: 'sleeping' | 'resting'
  /** Who saved the count (their display name), or null when unknown. */
  recordedBy: string | null
  /** The care team's Primary Veterinarian, or null when the care team has none. */
  vet: { name: string | null; phoneNumber: string | null } | null
  /** When the count was taken, and the pet owner's zone it is told in. */
  measuredAt: Date | string
  timeZone: string
  /** The pet's usual sleeping rate (baseline), named when two raised counts in a row are the reason. */
  baseline: number | null
  /** When the count was saved (now): a count taken long before is told, not alarmed about. */
  savedAt: Date
}

/**
 * A count taken more than this long before it is saved (a notebook typed in the next day) never
 * raises the urgent "contact your vet today" alarm: the pet has breathed for hours since, the
 * useful step is a fresh count now, and waking the household at night for yesterday's number
 * helps no one. The same hours after which a reminder is no longer delivered late
 * (still-relevant.ts). Such a count gets an ordinary inbox message.
 */
export const URGENT_ALERT_MAX_AGE_HOURS = STILL_RELEVANT_HOURS

/** Whether a "contact your vet" count is recent enough to alarm (URGENT_ALERT_MAX_AGE_HOURS). */
export function isRecentCount(measuredAt: Date | string, savedAt: Date): boolean {
  return savedAt.getTime() - new Date(measuredAt).getTime() <= URGENT_ALERT_MAX_AGE_HOURS * 3_600_000
}

/**
 * Why a count means "contact your vet" (docs/product/breathing.md#the-assessment): above 35 a
 * minute (rule 1), or else two raised counts in a row (rule 2), with the usual rate they were raised over.
 */
export function alertReason(rate: number, baseline: number | null): string {
  if (rate > CONTACT_VET_RATE) return `it is above ${CONTACT_VET_RATE} breaths per minute`
  const usual = baseline === null ? '' : ` (more than 25 % above the usual sleeping rate of ${formatRate(baseline)} per minute)`
  return `two raised counts in a row${usual}`
}

/** "Thu 26 Nov, 18:50" on the owner's clock. */
export function countTimeText(measuredAt: Date | string, timeZone: string): string {
  const format = cachedDateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  return format.format(new Date(measuredAt))
}

export interface BreathingAlertText {
  title: string
  body: string
}

const formatRate = (rate: number) => String(Math.round(rate * 10) / 10)

/** Where the owner adds a vet: the pet's profile page, Care team. */
export const ADD_VET_HINT = 'add one under Care team on the pet’s profile page in Pawpulse'

/** What to do next: call the named vet, or (no vet yet) contact any vet and add one. */
export function vetInstruction(petName: string, vet: BreathingAlertInput['vet']): string {
  const name = vet?.name?.trim() || null
  const phone = vet?.phoneNumber?.trim() || null
  if (name && phone) return `Call ${name} on ${phone}.`
  if (phone) return `Call ${petName}’s vet on ${phone}.`
  if (name) return `Contact ${name} (no phone number is saved on the care team).`
  return `No vet is on ${petName}’s care team yet: contact your vet, and ${ADD_VET_HINT}.`
}

/**
 * The urgent alert for a recent count (`isUrgent`), or the ordinary message for an old one; both
 * say when the count was taken and why it means "contact your vet".
 */
export function breathingAlertText(input: BreathingAlertInput): BreathingAlertText & { isUrgent: boolean } {
  const { petName, rate, context, recordedBy, vet, measuredAt, timeZone, baseline, savedAt } = input
  const perMinute = `${formatRate(rate)} breaths per minute`
  const who = recordedBy?.trim() ? ` by ${recordedBy.trim()}` : ''
  const when = countTimeText(measuredAt, timeZone)
  const reason = alertReason(rate, baseline)
  if (isRecentCount(measuredAt, savedAt)) {
    return {
      isUrgent: true,
      title: `${petName}: ${perMinute} — contact your vet`,
      body: [
        `${petName}’s ${context} breathing rate was counted${who} at ${perMinute} on ${when}.`,
        `Why it is urgent: ${reason}.`,
        'That is a reason to contact your vet today.',
        vetInstruction(petName, vet),
      ].join(' '),
    }
  }
  return {
    isUrgent: false,
    title: `${petName}: ${perMinute} on ${when} — count again now`,
    body: [
      `A count of ${perMinute} taken on ${when} was entered later${who}: ${reason}.`,
      `It is more than ${URGENT_ALERT_MAX_AGE_HOURS} hours old, so no urgent alert was sent.`,
      `Count again now while ${petName} is asleep; if the new count is high too, contact your vet today.`,
      vetInstruction(petName, vet),
    ].join(' '),
  }
}
