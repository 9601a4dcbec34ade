import { type FeedbackFields, feedbackReceiptSchema } from '@pawpulse/domain/feedback'
import { apiRequest } from '#web/lib/api-client.ts'
import { withRetryAndTimeout } from '#web/lib/upload-with-retry.ts'

export interface FeedbackSubmission {
  fields: FeedbackFields
  /** The page the dialog was opened on (stored as page_url); the server keeps its path only. */
  pageUrl: string
  screenshot: File | null
}

/** `POST /api/feedback`: one multipart request, so a refused screenshot never leaves half a feedback. */
export function sendFeedback({ fields, pageUrl, screenshot }: FeedbackSubmission) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('pageUrl', pageUrl)
  if (screenshot) form.append('screenshot', screenshot)
  // The usual 20 s upload time-out, but a single attempt: a retry after a lost answer would store
  // the same feedback twice. A failure keeps the draft for the owner to send again.
  return withRetryAndTimeout(
    (signal) => apiRequest('/api/feedback', { method: 'POST', body: form, schema: feedbackReceiptSchema, signal }),
    {
      retryDelaysMs: [],
    },
  )
}
