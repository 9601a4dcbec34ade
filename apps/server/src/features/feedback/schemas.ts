import { feedbackInputSchema } from '@pawpulse/domain/feedback'
import { IMAGE_UPLOAD_MESSAGES } from '@pawpulse/domain/image-upload'
import { z } from 'zod'

/**
 * The multipart form of `POST /api/feedback`: the dialog's fields (domain schema) and at most one
 * screenshot file (the dialog's drop zone accepts one image only).
 */
export const feedbackFormSchema = feedbackInputSchema.extend({
  screenshot: z.instanceof(File, { error: IMAGE_UPLOAD_MESSAGES.invalidFile }).openapi({ type: 'string', format: 'binary' }).optional(),
})
