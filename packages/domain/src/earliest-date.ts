/**
 * The earliest date a record takes. PostgreSQL has no year 0 (JavaScript does), and nothing about a
 * living pet happened before 1900: an earlier date is a typing error, answered as one instead of
 * reaching the database.
 */
export const EARLIEST_DATE = '1900-01-01'
export const EARLIEST_DATE_MESSAGE = 'Enter a date from 1900 on'

/** Whether an ISO date or date-time ('2026-…') is on or after EARLIEST_DATE. */
export function isFromEarliest(value: string): boolean {
  return value.slice(0, 10) >= EARLIEST_DATE
}
