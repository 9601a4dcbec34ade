import { assessBreathingRate, type BreathingLevel } from './breathing'
import { spanDays } from './date-range'
import { medicationScheduleHours, type MedicationSchedule } from './schedule'
import { cibdaiTotal, faecalScoreDescription, interpretCibdai, type CibdaiScores } from './symptoms'

// The numbers a report adds up from the logs of its range. Pure, so the page, the shared page
// and the PDF (which all render the server's one model) cannot disagree, and each rule has a table test.

export interface AssessmentCounts {
  /** Counts in the range. */
  total: number
  /** Above the pet's alert threshold (recount). */
  aboveThreshold: number
  /** More than 25 % above the pet's baseline. */
  raised: number
  /** Judged "contact your vet" (above 35, or two raised in a row). */
  contactVet: number
  /** Each count's assessment level, for the table. */
  byLevel: Record<BreathingLevel, number>
}

/**
 * Every count of the range judged as the Breath Monitor judges a new one (assessBreathingRate):
 * against the count before it, the pet's threshold and its baseline as they are now. `previous`
 * is the count just before the range, so a raised pair across its first day still counts.
 */
export function assessmentCounts(
  counts: readonly { breathsPerMinute: number }[],
  { threshold, baseline, previous = null }: { threshold: number; baseline: number | null; previous?: { breathsPerMinute: number } | null },
): AssessmentCounts {
  const byLevel: Record<BreathingLevel, number> = { normal: 0, recount: 0, raised: 0, contact_vet: 0 }
  let aboveThreshold = 0
  let raised = 0
  let before = previous
  for (const count of counts) {
    const rate = count.breathsPerMinute
    const level = assessBreathingRate({ rate, previous: before ? { rate: before.breathsPerMinute } : null, threshold, baseline }).level
    byLevel[level] += 1
    if (rate > threshold) aboveThreshold += 1
    if (isRaised(rate, baseline)) raised += 1
    before = count
  }
  return { total: counts.length, aboveThreshold, raised, contactVet: byLevel.contact_vet, byLevel }
}

const isRaised = (rate: number, baseline: number | null) => baseline != null && baseline > 0 && rate - baseline * 1.25 > 1e-9

export interface WeightChange {
  first: { measuredAt: string; weight: number }
  last: { measuredAt: string; weight: number }
  /** last − first, in the series' unit, to two decimals. */
  change: number
  /** The change as a share of the first weight, in percent to one decimal. */
  percent: number
}

/** From the first weight of the range to the last (oldest first, one unit). Null with fewer than two. */
export function weightChange(points: readonly { measuredAt: string; weight: number }[]): WeightChange | null {
  if (points.length < 2) return null
  const first = points[0]!
  const last = points[points.length - 1]!
  const change = Math.round((last.weight - first.weight) * 100) / 100
  const percent = Math.round(((last.weight - first.weight) / first.weight) * 1000) / 10
  return {
    first: { measuredAt: first.measuredAt, weight: first.weight },
    last: { measuredAt: last.measuredAt, weight: last.weight },
    change,
    percent,
  }
}

export interface DoseAdherence {
  given: number
  /** Doses the schedule asks for in the days the medication ran within the range; null without a schedule or "as needed". */
  expected: number | null
  /** The days counted (range ∩ start–end ∩ up to today). */
  days: number
}

/**
 * Doses given vs expected. Expected = the days the medication ran within the range (from its
 * start date — without one, the day it was added, `addedOn`, as its reminder counts them
 * (record-reminders.ts) — to its end date, never past today) × 24 / hours between doses, rounded
 * up: a weekly dose over 8 days is due twice (day 1 and day 8).
 */
export function dosesGivenVsExpected({
  schedule,
  startDate,
  addedOn,
  endDate,
  range,
  today,
  given,
}: {
  schedule: MedicationSchedule | null
  startDate: string | null
  /** The owner's calendar day the medication was added. */
  addedOn: string
  endDate: string | null
  range: { from: string; to: string }
  today: string
  given: number
}): DoseAdherence {
  const from = maxDate(range.from, startDate ?? addedOn)
  const to = minDate(minDate(range.to, endDate), today)
  const days = from <= to ? spanDays(from, to) : 0
  const hours = schedule === null ? null : medicationScheduleHours(schedule)
  return { given, expected: hours === null ? null : days === 0 ? 0 : Math.ceil((days * 24) / hours - 1e-9), days }
}

const maxDate = (a: string, b: string | null) => (b !== null && b > a ? b : a)
const minDate = (a: string, b: string | null) => (b !== null && b < a ? b : a)

export interface IbdSummary {
  latestCibdai: { total: number; band: string; text: string }
  highestCibdai: number
  lowestCibdai: number
  /** Logs whose CIBDAI total is 5 or more (at least mild activity). */
  activeLogs: number
  latestFaecal: { score: number; text: string | null }
  averageFaecal: number
}

/** IBD logs of the range (oldest first): CIBDAI totals and their meaning, faecal scores. Null without logs. */
export function summarizeIbd(logs: readonly { cibdai: CibdaiScores; faecalScore: number }[]): IbdSummary | null {
  if (logs.length === 0) return null
  const totals = logs.map((log) => cibdaiTotal(log.cibdai))
  const latest = logs[logs.length - 1]!
  const latestTotal = totals[totals.length - 1]!
  return {
    latestCibdai: { total: latestTotal, ...interpretCibdai(latestTotal) },
    highestCibdai: Math.max(...totals),
    lowestCibdai: Math.min(...totals),
    activeLogs: totals.filter((total) => interpretCibdai(total).band === 'active').length,
    latestFaecal: { score: latest.faecalScore, text: faecalScoreDescription(latest.faecalScore) },
    averageFaecal: Math.round((logs.reduce((sum, log) => sum + log.faecalScore, 0) / logs.length) * 10) / 10,
  }
}
