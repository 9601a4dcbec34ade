const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** `YYYY-MM-DD` as calendar parts, or null for anything that is not a real date (2023-02-29). */
function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const daysInMonth = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
  if (month < 1 || month > 12 || day < 1 || day > (daysInMonth[month - 1] ?? 0)) return null
  return { year, month, day }
}

function hasBirthdate(birthdate: string | null | undefined): birthdate is string {
  return typeof birthdate === 'string' && birthdate.trim() !== ''
}

/**
 * Age (docs/product/pets.md#age): whole years from the birthdate, minus one if the birthday has
 * not yet occurred this year; an invalid date gives no age (null, with no fall-back to `age`, which may be stale);
 * without a birthdate the numeric `age` is used as given (it may be 0.5).
 *
 * `today` is read in local time: in the browser that is the owner's calendar day. A 29 February
 * birthday counts as reached on 1 March in non-leap years. A birthdate after `today` gives null.
 */
export function ageInYears(input: { birthdate?: string | null; age?: number | null }, today: Date): number | null {
  if (hasBirthdate(input.birthdate)) {
    const born = parseIsoDate(input.birthdate.trim())
    if (!born) return null
    const year = today.getFullYear()
    const month = today.getMonth() + 1
    const day = today.getDate()
    let [birthdayMonth, birthdayDay] = [born.month, born.day]
    if (born.month === 2 && born.day === 29 && !isLeapYear(year)) [birthdayMonth, birthdayDay] = [3, 1]
    const hadBirthday = month > birthdayMonth || (month === birthdayMonth && day >= birthdayDay)
    const years = year - born.year - (hadBirthday ? 0 : 1)
    return years < 0 ? null : years
  }
  const { age } = input
  if (typeof age !== 'number' || !Number.isFinite(age) || age < 0) return null
  return age
}

/**
 * Age display (docs/product/pets.md#age-display): '{n} years old', 'Approx. {n} years old' or
 * 'Age not specified'. 'Approx.' when the birthdate is marked estimated, or when only a numeric
 * age is known (the owner's guess). For correct English: n = 1 reads '1 year old', and n = 0
 * reads 'Under 1 year old' / 'Approx. under 1 year old'.
 */
export function ageLabel(
  input: { birthdate?: string | null; birthdateEstimated?: boolean | null; age?: number | null },
  today: Date,
): string {
  const years = ageInYears(input, today)
  if (years === null) return 'Age not specified'
  const isApproximate = !hasBirthdate(input.birthdate) || input.birthdateEstimated === true
  const n = Math.floor(years)
  if (n === 0) return isApproximate ? 'Approx. under 1 year old' : 'Under 1 year old'
  const text = `${n} ${n === 1 ? 'year' : 'years'} old`
  return isApproximate ? `Approx. ${text}` : text
}

/**
 * Empty or undefined fields are dropped before saving
 * (docs/product/onboarding.md#what-is-saved-and-when). Dropped: undefined, '' and
 * whitespace-only strings. Kept: null (an explicit clear of a stored value), 0, false and arrays
 * (an empty list is a real answer, e.g. no nicknames). Shallow: nested objects are kept as given.
 */
export function dropEmptyFields<T extends Record<string, unknown>>(record: T): Partial<T> {
  const kept: Partial<T> = {}
  for (const key of Object.keys(record) as (keyof T)[]) {
    const value = record[key]
    if (value === undefined) continue
    if (typeof value === 'string' && value.trim() === '') continue
    kept[key] = value
  }
  return kept
}
