import { type z } from 'zod'

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

/** `schema` with the named top-level date fields held to EARLIEST_DATE (each when present). */
export function fromEarliest<T extends z.ZodType>(schema: T, fields: readonly string[]): T {
  return schema.superRefine((value, ctx) => {
    for (const field of fields) {
      const date = (value as Record<string, unknown> | null)?.[field]
      if (typeof date === 'string' && !isFromEarliest(date)) ctx.addIssue({ code: 'custom', path: [field], message: EARLIEST_DATE_MESSAGE })
    }
  }) as T
}
