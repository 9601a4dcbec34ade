import { z } from 'zod'

/**
 * Text the database can store. PostgreSQL `text` refuses the NUL character (U+0000) and
 * `json`/`jsonb` refuse an unpaired UTF-16 surrogate (half of an emoji cut in two); either one
 * would fail the query. No keyboard types them, so they are refused at the edge with this message
 * (the error's `fields` names the field) instead of reaching the database.
 */
export const UNSTORABLE_TEXT_MESSAGE = 'Remove the invisible NUL character or broken emoji from this text'

// Without the `u` flag the pattern sees UTF-16 code units, so a surrogate pair is two units.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value)
}

/**
 * THE string schema of every input: body fields, query strings, path parameters and multipart
 * fields. Chain length, trim and format rules on it as on `z.string()`; the storable check runs
 * first and stops the rest, so the owner sees one message.
 */
export function textSchema(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true })
}

/**
 * An optional free-text field of an input: trimmed, at most `max` characters ("{label} must be at
 * most {max} characters"), null or left out when not given.
 */
export function optionalTextSchema(label: string, max: number) {
  return textSchema().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional()
}

interface Visit {
  value: unknown
  key: string | number | null
  parent: Visit | null
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = []
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) path.push(at.key)
  return path.reverse()
}

/** Where in a JSON value the first unstorable key or string is, as the path `fields` uses; null if none. */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  // Iterative, with parent links instead of copied paths, so a deeply nested body costs neither
  // the stack nor quadratic time.
  const pending: Visit[] = [{ value, key: null, parent: null }]
  while (pending.length > 0) {
    const visit = pending.pop()!
    if (typeof visit.value === 'string') {
      if (!isStorableText(visit.value)) return pathOf(visit)
    } else if (Array.isArray(visit.value)) {
      visit.value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }))
    } else if (visit.value !== null && typeof visit.value === 'object') {
      for (const [key, item] of Object.entries(visit.value)) {
        if (!isStorableText(key)) return pathOf({ value: key, key, parent: visit })
        pending.push({ value: item, key, parent: visit })
      }
    }
  }
  return null
}

/**
 * Free-form JSON that is stored as jsonb (condition metadata, symptom measures): every string
 * and every key, at any depth, must be storable. The area's own schema then checks the shape.
 */
export const storableJsonSchema = z.unknown().superRefine((value, ctx) => {
  const path = findUnstorableText(value)
  if (path) ctx.addIssue({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE })
})

/**
 * The `error` option of a `z.record` whose keys are text: a refused key shows its key schema's
 * own message (zod's default is 'Invalid key in record'), a non-object shows `typeMessage`.
 */
export function recordErrors(typeMessage?: string) {
  return (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.code === 'invalid_key') return issue.issues[0]?.message
    if (issue.code === 'invalid_type') return typeMessage
    return undefined
  }
}
