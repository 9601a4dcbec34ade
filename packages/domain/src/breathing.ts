import { addDays, localDate } from './time-zone'

// Sleeping respiratory rate, the "Breath Monitor" (docs/product/breathing.md). Every number here
// is a published default (docs/product/veterinary.md#sleeping-respiratory-rate); the app
// recounts or sends the owner to the vet, it never diagnoses.

/** The owner counts for 15, 30 or 60 s. */
export const COUNTER_DURATIONS = [15, 30, 60] as const
export type CounterDuration = (typeof COUNTER_DURATIONS)[number]
/** Above 30/min (or the pet's own setting) → recount within the hour. */
export const DEFAULT_ALERT_THRESHOLD = 30
/** The range an owner may set the alert threshold in (per-pet settings; a check constraint too). */
export const ALERT_THRESHOLD_RANGE = { min: 10, max: 100 } as const
/** Any count above 35 → contact the vet, whatever the pet's setting. */
export const CONTACT_VET_RATE = 35
/** More than 25 % above the pet's own baseline is raised, even under 30. */
export const RAISED_ABOVE_BASELINE = 0.25
/** No resting dog or cat breathes faster; a higher rate is a miscount (tap or duration). */
export const MAX_BREATHS_PER_MINUTE = 200
/**
 * No living dog or cat breathes slower, asleep or at rest: healthy sleeping dogs average 13 a minute
 * (docs/product/veterinary.md#srr-counting), so under 4 (one breath in a 15-second count) — and 0
 * above all — is a miscount, and a "Normal" for it would hide a pet in trouble or a count that
 * never happened.
 */
export const MIN_BREATHS_PER_MINUTE = 4
/** A manual count may come from another timer; shorter than 10 s or longer than 5 min is not a count. */
export const MANUAL_DURATION_RANGE = { min: 10, max: 300 } as const
/** Baseline = median of the first 7–14 days of sleeping counts. */
export const BASELINE_MIN_DAYS = 7
export const BASELINE_WINDOW_DAYS = 14

/** How a count was taken: the tap counter, typed in, or counted from the camera (a video on the device). */
export const breathingMethods = ['counter', 'manual', 'camera'] as const
export type BreathingMethod = (typeof breathingMethods)[number]
/** Methods whose duration is the counter's countdown (15, 30 or 60 s); a typed count may come from any timer. */
export const TIMED_METHODS: readonly BreathingMethod[] = ['counter', 'camera']
export const breathingContexts = ['sleeping', 'resting'] as const
export type BreathingContext = (typeof breathingContexts)[number]

/** Breaths per minute = count × 60 / seconds, shown to one decimal. */
export function breathsPerMinute(count: number, seconds: number): number {
  if (!(seconds > 0)) throw new RangeError(`A count needs a duration above 0 s, got ${seconds}`)
  return Math.round(((count * 60) / seconds) * 10) / 10
}

export interface BreathingRateLog {
  measuredAt: Date | string
  breathsPerMinute: number
  context: string
}

/**
 * The baseline is the median of the first 7–14 days of SLEEPING counts. The window is
 * the 14 local days from the first sleeping count; fewer than 7 days with a count give no baseline
 * yet (null), so a few early counts cannot set it. Resting counts are left out: they run higher.
 */
export function baselineRate(logs: readonly BreathingRateLog[], timeZone = 'UTC'): { rate: number; days: number } | null {
  const toLocalDate = (instant: Date | string) => localDate(instant, timeZone)
  const sleeping = logs
    .filter((log) => log.context === 'sleeping')
    .map((log) => ({ date: toLocalDate(log.measuredAt), rate: log.breathsPerMinute }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const first = sleeping[0]
  if (!first) return null
  const windowEnd = addDays(first.date, BASELINE_WINDOW_DAYS)
  const inWindow = sleeping.filter((log) => log.date < windowEnd)
  const days = new Set(inWindow.map((log) => log.date)).size
  if (days < BASELINE_MIN_DAYS) return null
  return { rate: median(inWindow.map((log) => log.rate)), days }
}

export type BreathingLevel = 'normal' | 'recount' | 'raised' | 'contact_vet'
export interface BreathingAssessment {
  level: BreathingLevel
  title: string
  message: string
}

export interface AssessBreathingRateInput {
  rate: number
  /** The pet's count before this one, if any. */
  previous?: { rate: number } | null
  /** The pet's alert threshold (per-pet setting). */
  threshold?: number
  /** The pet's baseline (`baselineRate`), null while it has none. */
  baseline?: number | null
  /** The primary vet from the care team, named in "contact your vet". */
  primaryVet?: { name?: string | null; phoneNumber?: string | null } | null
}

/**
 * What one count means, by the published home-monitoring thresholds
 * (docs/product/veterinary.md#srr-thresholds): recount above 30 or the pet's setting; raised when
 * more than 25 % over baseline; vet at two raised in a row or above 35. Plain words, no diagnosis.
 * Order matters: the "contact your vet" rules win over a recount, a recount over "raised" (the
 * recount may settle it), "raised" over normal.
 */
export function assessBreathingRate({
  rate,
  previous,
  threshold = DEFAULT_ALERT_THRESHOLD,
  baseline,
  primaryVet,
}: AssessBreathingRateInput): BreathingAssessment {
  const isRaised = (value: number) => baseline != null && baseline > 0 && value - baseline * (1 + RAISED_ABOVE_BASELINE) > EPSILON
  const perMinute = `${formatRate(rate)} breaths per minute`
  const callVet = vetLine(primaryVet)

  if (rate > CONTACT_VET_RATE) {
    return {
      level: 'contact_vet',
      title: 'Contact your vet',
      message: `${perMinute} is above ${CONTACT_VET_RATE}. A sleeping rate this high can be an early sign of fluid building up in the lungs, so published guidance says to contact your vet today. ${callVet}`,
    }
  }
  if (isRaised(rate) && previous && isRaised(previous.rate)) {
    return {
      level: 'contact_vet',
      title: 'Contact your vet',
      message: `${perMinute}: this count and the one before are both more than 25 % above your pet's usual sleeping rate of ${formatRate(baseline as number)} per minute. Published guidance says two raised counts in a row are a reason to contact your vet. ${callVet}`,
    }
  }
  if (rate > threshold) {
    return {
      level: 'recount',
      title: 'Recount within the hour',
      message: `${perMinute} is above your alert level of ${threshold}. Recount within the hour while your pet is deeply asleep (not dreaming, panting or purring). If you are worried, call your vet.`,
    }
  }
  if (isRaised(rate)) {
    return {
      level: 'raised',
      title: 'Higher than usual',
      message: `${perMinute} is more than 25 % above your pet's usual sleeping rate of ${formatRate(baseline as number)} per minute, though under the alert level. Count again at the next sleep; if that count is raised too, contact your vet.`,
    }
  }
  return {
    level: 'normal',
    title: 'Normal',
    message: `${perMinute} is within the normal range for a pet at rest (at most ${threshold}). Keep counting once a day.`,
  }
}

/** Daily averages for the chart, grouped by the owner's local date (counts are stored in UTC). */
export function dailyAverages(
  logs: readonly Pick<BreathingRateLog, 'measuredAt' | 'breathsPerMinute'>[],
  timeZone: string,
): { date: string; average: number; count: number }[] {
  const toLocalDate = (instant: Date | string) => localDate(instant, timeZone)
  const byDate = new Map<string, number[]>()
  for (const log of logs) {
    const date = toLocalDate(log.measuredAt)
    const rates = byDate.get(date) ?? []
    rates.push(log.breathsPerMinute)
    byDate.set(date, rates)
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, rates]) => ({ date, average: round1(rates.reduce((sum, r) => sum + r, 0) / rates.length), count: rates.length }))
}

// Rates carry one decimal; this keeps 22.4 × 1.25 = 28.000000000000004 from reading as "raised".
const EPSILON = 1e-9

function vetLine(vet: AssessBreathingRateInput['primaryVet']): string {
  const name = vet?.name?.trim()
  const phone = vet?.phoneNumber?.trim()
  if (name && phone) return `Call ${name} on ${phone}.`
  if (phone) return `Call your vet on ${phone}.`
  if (name) return `Call ${name}.`
  return 'Call your vet.'
}

function formatRate(rate: number): string {
  return String(round1(rate))
}

function round1(value: number): number {
  return Math.round(value * 10) / 10
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
