// Dates as clinics print them on records and invoices (docs/product/vet-records.md#dates). Pure.
import { isIsoDate } from './dates'

/** Which part comes first in a numeric date such as 03/04/2024: the month (US) or the day. */
export type DateConvention = 'mdy' | 'dmy'

/** Countries whose clinics write the month first; everywhere else the day comes first. */
const MONTH_FIRST = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'FM', 'MH', 'PW', 'PH', 'BZ'])

export function dateConventionFor(countryCode: string | null | undefined): DateConvention {
  return MONTH_FIRST.has((countryCode ?? '').toUpperCase()) ? 'mdy' : 'dmy'
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH_NAME =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?'

/** Every date form this module reads, as one pattern (for finding dates inside a line). */
export const CLINIC_DATE_PATTERN = new RegExp(
  [
    '\\b\\d{4}-\\d{1,2}-\\d{1,2}\\b',
    '\\b\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})\\b',
    `\\b\\d{1,2}(?:st|nd|rd|th)?[ -]${MONTH_NAME}[ ,-]*(?:\\d{4}|\\d{2})\\b`,
    `\\b${MONTH_NAME} \\d{1,2}(?:st|nd|rd|th)?,? \\d{4}\\b`,
  ].join('|'),
  'gi',
)

/**
 * A printed date as YYYY-MM-DD, or null when it is not a real date. Numeric dates with dots are
 * day first everywhere (03.04.2024); with slashes or hyphens the convention decides, unless one
 * part is over 12 and only one reading is a date. Two-digit years are 2000–2069 or 1970–1999.
 */
export function parseClinicDate(raw: string, convention: DateConvention): string | null {
  const text = raw
    .trim()
    .toLowerCase()
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text)
  if (match) return isoOf(+match[1]!, +match[2]!, +match[3]!)

  match = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/.exec(text)
  if (match) {
    const [a, separator, b, year] = [+match[1]!, match[2]!, +match[3]!, fullYear(match[4]!)]
    const dayFirst = separator === '.' || convention === 'dmy'
    const preferred = dayFirst ? isoOf(year, b, a) : isoOf(year, a, b)
    if (preferred) return preferred
    // 25/12/2024 on a US record, 12/25/2024 on a European one: only one reading is a date.
    return separator === '.' ? null : dayFirst ? isoOf(year, a, b) : isoOf(year, b, a)
  }

  match = new RegExp(`^(\\d{1,2})[ -]${MONTH_NAME}[ ,-]*(\\d{4}|\\d{2})$`).exec(text)
  if (match) return isoOf(fullYear(match[3]!), monthOf(match[2]!), +match[1]!)

  match = new RegExp(`^${MONTH_NAME} (\\d{1,2}),? (\\d{4})$`).exec(text)
  if (match) return isoOf(+match[3]!, monthOf(match[1]!), +match[2]!)
  return null
}

/** Every date in a line, in order, with where it was found; unreadable ones are left out. */
export function findClinicDates(line: string, convention: DateConvention): { iso: string; text: string; index: number }[] {
  const found: { iso: string; text: string; index: number }[] = []
  for (const match of line.matchAll(CLINIC_DATE_PATTERN)) {
    const iso = parseClinicDate(match[0], convention)
    if (iso) found.push({ iso, text: match[0], index: match.index })
  }
  return found
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3)) + 1
}

function fullYear(year: string): number {
  if (year.length === 4) return +year
  const short = +year
  return short < 70 ? 2000 + short : 1900 + short
}

function isoOf(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return isIsoDate(iso) ? iso : null
}
