import { z } from 'zod'
import { textSchema } from './text'

export const householdAccessLevels = ['editor', 'viewer'] as const
export type HouseholdAccessLevel = (typeof householdAccessLevels)[number]
export const householdStatuses = ['invited', 'active', 'revoked'] as const

/** An invitation link expires after 7 days (docs/product/household.md#the-invitation-link). */
export const INVITATION_TTL_DAYS = 7

/** A co-parent or pet-sitter (docs/product/household.md#members): `POST /api/household/members`. */
export const householdMemberInputSchema = z.object({
  name: textSchema({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  email: textSchema({ error: 'E-mail is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid e-mail address' })),
  relationship: textSchema().trim().max(60, 'Relationship must be at most 60 characters').nullable().optional(),
  phone: textSchema().trim().max(40, 'Phone number must be at most 40 characters').nullable().optional(),
  petIds: z.array(z.uuid({ error: 'Unknown pet' })).min(1, 'Choose at least one pet to share'),
  accessLevel: z.enum(householdAccessLevels).default('editor'),
})
export type HouseholdMemberInput = z.infer<typeof householdMemberInputSchema>

/** `PATCH /api/household/members/{id}`: change the pets shared, the access level, or revoke. */
export const householdMemberUpdateSchema = z
  .object({
    petIds: householdMemberInputSchema.shape.petIds.optional(),
    accessLevel: z.enum(householdAccessLevels).optional(),
    status: z.enum(['active', 'revoked']).optional(),
  })
  .strict()

export const householdMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  relationship: z.string().nullable(),
  phone: z.string().nullable(),
  petIds: z.array(z.uuid()),
  accessLevel: z.enum(householdAccessLevels),
  status: z.enum(householdStatuses),
  inviteSent: z.boolean(),
  inviteSentAt: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  hasAccepted: z.boolean(),
  createdAt: z.string(),
})
export type HouseholdMember = z.infer<typeof householdMemberSchema>

/** What an invitee sees before accepting: `GET /api/invitations/{token}`. */
export const invitationSchema = z.object({
  ownerName: z.string(),
  memberName: z.string(),
  email: z.string(),
  petNames: z.array(z.string()),
  accessLevel: z.enum(householdAccessLevels),
  expiresAt: z.string(),
})
export type Invitation = z.infer<typeof invitationSchema>
