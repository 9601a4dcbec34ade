import { z } from 'zod'
import { textSchema } from './text'
import { matchRoute } from './analytics'

/** Feedback types and severities, and the review statuses of the admin page. */
export const feedbackTypes = ['bug', 'enhancement', 'idea', 'question', 'other'] as const
export type FeedbackType = (typeof feedbackTypes)[number]
export const feedbackSeverities = ['minor', 'moderate', 'major', 'blocking'] as const
export type FeedbackSeverity = (typeof feedbackSeverities)[number]
export const feedbackStatuses = ['new', 'in_progress', 'resolved'] as const
export type FeedbackStatus = (typeof feedbackStatuses)[number]

/** Review order: the most severe first. */
export const FEEDBACK_SEVERITY_ORDER: readonly FeedbackSeverity[] = ['blocking', 'major', 'moderate', 'minor']

export const feedbackTypeLabels: Record<FeedbackType, string> = {
  bug: 'Bug',
  enhancement: 'Enhancement',
  idea: 'Idea',
  question: 'Question',
  other: 'Other',
}
export const feedbackSeverityLabels: Record<FeedbackSeverity, string> = {
  minor: 'Minor',
  moderate: 'Moderate',
  major: 'Major',
  blocking: 'Blocking',
}
export const feedbackStatusLabels: Record<FeedbackStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  resolved: 'Resolved',
}

/** Length limits: heading and description as the feedback dialog states them, the page as stored. */
export const FEEDBACK_HEADING_MAX = 200
export const FEEDBACK_DESCRIPTION_MAX = 5000
export const FEEDBACK_PAGE_PATH_MAX = 500

/** Route parameters that are secrets: a share token in a stored page address would open the report. */
const SECRET_PARAMS = new Set([':token'])

/**
 * The page a feedback was sent from, as stored (page_url): a same-site path only, with
 * no query string or fragment (they can carry tokens) and share tokens replaced by ':token'.
 * Anything else (a full URL, '//host', control characters) is dropped: a bad page address must
 * never cost the user their feedback.
 */
export function feedbackPagePath(value: string | null | undefined): string | null {
  const path = value?.trim().split(/[?#]/, 1)[0] ?? ''
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null
  if ([...path].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) return null
  const match = matchRoute(path)
  const safe = match
    ? '/' +
      match.segments
        .map((segment, index) => (SECRET_PARAMS.has(match.patternSegments[index] ?? '') ? match.patternSegments[index] : segment))
        .join('/')
    : path
  return safe.slice(0, FEEDBACK_PAGE_PATH_MAX)
}

/**
 * Multipart bodies carry line breaks as CRLF (the HTML form-data rule), so the server would count
 * a 5,000-character description with line breaks as longer than the browser did; both sides
 * count after turning every line break into '\n'.
 */
const normalizeLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n')

/** The four fields of the feedback dialog; the form and the API share them. */
export const feedbackFieldsSchema = z.object({
  type: z.enum(feedbackTypes, { error: 'Choose a type' }).default('bug'),
  severity: z.enum(feedbackSeverities, { error: 'Choose a severity' }).default('minor'),
  heading: textSchema({ error: 'Heading is required' })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, 'Heading is required')
    .max(FEEDBACK_HEADING_MAX, `Heading must be at most ${FEEDBACK_HEADING_MAX} characters`),
  description: textSchema({ error: 'Description is required' })
    .overwrite(normalizeLineBreaks)
    .trim()
    .min(1, 'Description is required')
    .max(FEEDBACK_DESCRIPTION_MAX, `Description must be at most ${FEEDBACK_DESCRIPTION_MAX.toLocaleString('en')} characters`),
})
export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>

/**
 * `POST /api/feedback` (multipart; the screenshot is a file part beside these). Text is kept
 * exactly as typed (trimmed): it is data, rendered as text everywhere, never as HTML.
 */
export const feedbackInputSchema = feedbackFieldsSchema.extend({
  pageUrl: textSchema().max(4096, 'Page address is too long').nullish().transform(feedbackPagePath),
})
export type FeedbackInput = z.infer<typeof feedbackInputSchema>

/** The answer to `POST /api/feedback`: the stored row's id. */
export const feedbackReceiptSchema = z.object({ id: z.uuid(), createdAt: z.string() })
export type FeedbackReceipt = z.infer<typeof feedbackReceiptSchema>

/** One feedback as admins see it in the list. `screenshotUrl` is an admin-only file route. */
export const feedbackSummarySchema = z.object({
  id: z.uuid(),
  type: z.enum(feedbackTypes),
  severity: z.enum(feedbackSeverities),
  heading: z.string(),
  pageUrl: z.string().nullable(),
  /** Null for a guest, or when the author has deleted their account. */
  userEmail: z.string().nullable(),
  status: z.enum(feedbackStatuses),
  screenshotUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type FeedbackSummary = z.infer<typeof feedbackSummarySchema>

/** `GET /api/admin/feedback/{id}`: the summary plus the full description. */
export const feedbackSchema = feedbackSummarySchema.extend({ description: z.string() })
export type Feedback = z.infer<typeof feedbackSchema>

export const feedbackListSchema = z.object({ feedback: z.array(feedbackSummarySchema), total: z.number().int() })
export type FeedbackList = z.infer<typeof feedbackListSchema>

export const FEEDBACK_PAGE_SIZE = 50

/** `GET /api/admin/feedback?type&severity&status&limit&offset`. */
export const feedbackFiltersSchema = z.object({
  type: z.enum(feedbackTypes, { error: 'Unknown feedback type' }).optional(),
  severity: z.enum(feedbackSeverities, { error: 'Unknown severity' }).optional(),
  status: z.enum(feedbackStatuses, { error: 'Unknown status' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(FEEDBACK_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
})
export type FeedbackFilters = z.infer<typeof feedbackFiltersSchema>

/** `PATCH /api/admin/feedback/{id}`: the review status; an empty body changes nothing, as with every PATCH. */
export const feedbackStatusUpdateSchema = z
  .object({
    status: z.enum(feedbackStatuses, { error: 'Choose new, in progress or resolved' }).optional(),
  })
  .strict()
export type FeedbackStatusUpdate = z.infer<typeof feedbackStatusUpdateSchema>

/**
 * Review order: by severity (blocking, major, moderate, minor), then newest first; the
 * id breaks ties so the order is stable. The server sorts the same way in SQL.
 */
export function compareFeedback(
  a: Pick<FeedbackSummary, 'severity' | 'createdAt' | 'id'>,
  b: Pick<FeedbackSummary, 'severity' | 'createdAt' | 'id'>,
): number {
  const bySeverity = FEEDBACK_SEVERITY_ORDER.indexOf(a.severity) - FEEDBACK_SEVERITY_ORDER.indexOf(b.severity)
  if (bySeverity !== 0) return bySeverity
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt)
  if (byTime !== 0) return byTime
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0
}
