import { z } from 'zod'
import { textSchema } from './text'
import { dateRangeQuerySchema } from './date-range'
import { isoDateSchema } from './dates'
import { reportRangeSchema, reportSections, reportSectionsSchema, sectionsQuerySchema } from './report'
import { reportModelSchema } from './report-model'

/** `GET /api/pets/{petId}/report?days=|from&to&sections=a,b`: the live report. */
export const liveReportQuerySchema = dateRangeQuerySchema.extend({ sections: sectionsQuerySchema })
export type LiveReportQuery = z.infer<typeof liveReportQuerySchema>

// --- Share links ---------------------------------------------------------------------------

/** How long a link stays valid: 24 hours, 7 days or 30 days from now, or to the end of a date. */
export const shareExpiryPresets = ['24h', '7d', '30d'] as const
export const shareExpiryHours: Record<(typeof shareExpiryPresets)[number], number> = { '24h': 24, '7d': 168, '30d': 720 }
/** A link may be valid for at most a year. */
export const MAX_SHARE_DAYS = 366

const noteSchema = textSchema({ error: 'Write the note as text' }).trim().max(1000, 'The note must be at most 1000 characters')

export const shareCreateSchema = z
  .object({
    sections: reportSectionsSchema,
    range: reportRangeSchema,
    expiresIn: z.enum(shareExpiryPresets, { error: 'Choose 24 hours, 7 days, 30 days or a date' }).optional(),
    /** Valid until the end of this day in the owner's zone. */
    expiresOn: isoDateSchema.optional(),
    note: noteSchema.nullable().optional(),
    /** The saved report this link was made from, if any. */
    savedReportId: z.uuid({ error: 'Unknown saved report' }).nullable().optional(),
  })
  .strict()
  .superRefine((share, ctx) => {
    if ((share.expiresIn === undefined) === (share.expiresOn === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['expiresIn'], message: 'Choose 24 hours, 7 days, 30 days or a date' })
    }
  })
export type ShareCreate = z.infer<typeof shareCreateSchema>

export const shareStatuses = ['active', 'expired', 'revoked'] as const
export type ShareStatus = (typeof shareStatuses)[number]

/** A link as its owner sees it. `url` is the link itself (the owner may copy it again). */
export const shareSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  url: z.string(),
  token: z.string(),
  sections: z.array(z.enum(reportSections)),
  range: reportRangeSchema,
  note: z.string().nullable(),
  savedReportId: z.uuid().nullable(),
  status: z.enum(shareStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number().int(),
})
export type ShareView = z.infer<typeof shareSchema>
export const shareListSchema = z.object({ shares: z.array(shareSchema) })

/** `GET /api/shared-reports/{token}`: what the vet sees. Nothing about the owner beyond the chosen sections. */
export const sharedReportSchema = z.object({
  report: reportModelSchema,
  note: z.string().nullable(),
  sharedAt: z.string(),
  expiresAt: z.string(),
})
export type SharedReport = z.infer<typeof sharedReportSchema>

/** `GET /api/report-shares/{id}/preview`: the owner's view of exactly what the link shows, and its state. */
export const sharePreviewSchema = z.object({ share: shareSchema, shared: sharedReportSchema })

/** A share token in a path: 32 random bytes in base64url. Anything else is simply unknown. */
/** `{shareToken}`: the secret of a share link, as it appears in the link. */
export const shareTokenParams = z.object({ shareToken: textSchema().max(100) })

// --- Saved (custom) reports ----------------------------------------------------------------

const reportNameSchema = textSchema({ error: 'Give the report a name' })
  .trim()
  .min(1, 'Give the report a name')
  .max(120, 'The name must be at most 120 characters')

export const savedReportInputSchema = z
  .object({ petId: z.uuid({ error: 'Choose a pet' }), name: reportNameSchema, sections: reportSectionsSchema, range: reportRangeSchema })
  .strict()
export type SavedReportInput = z.infer<typeof savedReportInputSchema>

export const savedReportUpdateSchema = z
  .object({ name: reportNameSchema, sections: reportSectionsSchema, range: reportRangeSchema })
  .partial()
  .strict()
export type SavedReportUpdate = z.infer<typeof savedReportUpdateSchema>

export const savedReportSchema = z.object({
  id: z.uuid(),
  petId: z.uuid(),
  petName: z.string(),
  name: z.string(),
  sections: z.array(z.enum(reportSections)),
  range: reportRangeSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedReportView = z.infer<typeof savedReportSchema>
export const savedReportListSchema = z.object({ reports: z.array(savedReportSchema) })
