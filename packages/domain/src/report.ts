import { z } from 'zod'
import { textSchema } from './text'
import { isoDateSchema } from './dates'
import { MAX_RANGE_DAYS, spanDays } from './date-range'
import { addDays } from './time-zone'

// A report is a pet, a set of sections and a date range (docs/product/reports.md). The live page,
// the shared page and the PDF all render the one model the server builds from these three.

/** Every section a report can hold, in the order they are shown. */
export const reportSections = [
  'profile',
  'careTeam',
  'conditions',
  'symptoms',
  'breathing',
  'weight',
  'medications',
  'treatments',
  'vaccinations',
  'diet',
  'behavior',
  'notes',
] as const
export type ReportSection = (typeof reportSections)[number]

export const reportSectionLabels: Record<ReportSection, string> = {
  profile: 'Pet profile',
  careTeam: 'Care team',
  conditions: 'Conditions',
  symptoms: 'Symptom logs',
  breathing: 'Sleeping breathing rate',
  weight: 'Weight and body condition',
  medications: 'Medications and doses',
  treatments: 'Parasite treatments',
  vaccinations: 'Vaccinations',
  diet: 'Diet',
  behavior: 'Behaviour',
  notes: 'Owner’s notes',
}

/** The relative ranges the pickers offer; a custom one is fixed dates (or any 1–400 days). */
export const REPORT_RANGE_PRESETS = [30, 90, 365] as const
export const DEFAULT_REPORT_DAYS = 90

/** At least one section, each at most once, kept in the report's own order. */
export const reportSectionsSchema = z
  .array(z.enum(reportSections, { error: 'Choose sections from the list' }), { error: 'Choose at least one section' })
  .min(1, 'Choose at least one section')
  .transform((chosen) => reportSections.filter((section) => chosen.includes(section)))

/**
 * How a report's dates are chosen: relative ("the last 90 days", moving with today) or fixed
 * dates. A saved report or a share link keeps this, not the resolved dates, so "last 90 days"
 * stays current.
 */
export const reportRangeSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('relative'),
        days: z
          .number({ error: `Choose a number of days from 1 to ${MAX_RANGE_DAYS}` })
          .int(`Choose a number of days from 1 to ${MAX_RANGE_DAYS}`)
          .min(1, `Choose a number of days from 1 to ${MAX_RANGE_DAYS}`)
          .max(MAX_RANGE_DAYS, `Choose a number of days from 1 to ${MAX_RANGE_DAYS}`),
      })
      .strict(),
    z
      .object({ kind: z.literal('fixed'), from: isoDateSchema, to: isoDateSchema })
      .strict()
      .superRefine((range, ctx) => {
        if (range.from > range.to)
          ctx.addIssue({ code: 'custom', path: ['from'], message: 'The start date must be on or before the end date' })
        else if (spanDays(range.from, range.to) > MAX_RANGE_DAYS)
          ctx.addIssue({ code: 'custom', path: ['to'], message: `A range is at most ${MAX_RANGE_DAYS} days` })
      }),
  ],
  { error: 'Choose the last n days or two dates' },
)
export type ReportRange = z.infer<typeof reportRangeSchema>

/** The calendar dates (owner's zone, both included) a range covers on `today`. */
export function resolveReportRange(range: ReportRange, today: string): { from: string; to: string } {
  return range.kind === 'fixed' ? { from: range.from, to: range.to } : { from: addDays(today, -(range.days - 1)), to: today }
}

/** "Last 90 days" or "1 Mar 2026 – 31 May 2026" (dates as written: the page formats them). */
export function describeReportRange(range: ReportRange): string {
  return range.kind === 'relative' ? `Last ${range.days} ${range.days === 1 ? 'day' : 'days'}` : `${range.from} to ${range.to}`
}

/** `?sections=profile,breathing`: a comma-separated list in a query string; all when absent. */
export const sectionsQuerySchema = textSchema()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value.trim() === '') return [...reportSections]
    const parsed = reportSectionsSchema.safeParse(
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'Choose sections from the list' })
      return z.NEVER
    }
    return parsed.data
  })

/** The logs a report exports as CSV, each with the section it comes from. */
export const reportCsvLogs = [
  { log: 'breathing', section: 'breathing', label: 'Breathing' },
  { log: 'weight', section: 'weight', label: 'Weight' },
  { log: 'symptoms', section: 'symptoms', label: 'Symptoms' },
  { log: 'doses', section: 'medications', label: 'Doses' },
  { log: 'vaccinations', section: 'vaccinations', label: 'Vaccinations' },
] as const satisfies readonly { log: string; section: ReportSection; label: string }[]
