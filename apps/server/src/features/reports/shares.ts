import { addDays, localDayStart, localToday } from '@pawpulse/domain/time-zone'
import { describeReportRange, resolveReportRange, type ReportRange, type ReportSection } from '@pawpulse/domain/report'
import {
  MAX_SHARE_DAYS,
  shareExpiryHours,
  type ShareCreate,
  type SharedReport,
  type ShareStatus,
  type ShareView,
} from '@pawpulse/domain/report-api'
import { weightUnitFor } from '@pawpulse/domain/units'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { apiKeys, pets, reportShareAccesses, reportShares, savedReports, users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertLevel, assertPetAccess } from '#server/core/pet-access.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import { buildReport } from './build-report'
import { createShareToken, hashesMatch, hashShareToken, isWellFormedToken, openToken } from './share-token'

type ShareRow = typeof reportShares.$inferSelect
/** What signs the links and where they point: the server's secret and public address. */
export type LinkContext = { secret: string; publicUrl: string }

/** Unknown, revoked and expired links all answer this, so a guesser learns nothing from the difference. */
export const LINK_NOT_VALID = 'This link is no longer valid'

export const rangeColumns = (range: ReportRange) =>
  range.kind === 'relative'
    ? { rangeDays: range.days, rangeFrom: null, rangeTo: null }
    : { rangeDays: null, rangeFrom: range.from, rangeTo: range.to }

export const rangeOf = (row: { rangeDays: number | null; rangeFrom: string | null; rangeTo: string | null }): ReportRange =>
  row.rangeDays !== null ? { kind: 'relative', days: row.rangeDays } : { kind: 'fixed', from: row.rangeFrom ?? '', to: row.rangeTo ?? '' }

export function shareStatus(row: Pick<ShareRow, 'revokedAt' | 'expiresAt'>, now: Date): ShareStatus {
  if (row.revokedAt) return 'revoked'
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active'
}

export const shareUrl = (publicUrl: string, token: string) => `${publicUrl}/shared-report/${token}`

function toShare(row: ShareRow, link: LinkContext, now: Date): ShareView {
  const token = openToken(row.tokenSealed, link.secret) ?? ''
  return {
    id: row.id,
    petId: row.petId,
    url: token ? shareUrl(link.publicUrl, token) : '',
    token,
    sections: row.sections as ReportSection[],
    range: rangeOf(row),
    note: row.note,
    savedReportId: row.savedReportId,
    // A link whose token cannot be opened (the server's secret changed) works no more.
    status: token ? shareStatus(row, now) : 'expired',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    openCount: row.openCount,
  }
}

/** The end of a preset from now, or the end of the chosen day in the owner's calendar; within a year. */
function expiryOf(input: ShareCreate, timeZone: string, now: Date): Date {
  const expiresAt = input.expiresIn
    ? new Date(now.getTime() + shareExpiryHours[input.expiresIn] * 3_600_000)
    : localDayStart(addDays(input.expiresOn!, 1), timeZone)
  if (expiresAt.getTime() <= now.getTime())
    throw new AppError('VALIDATION', 'Some fields are not valid.', { expiresOn: 'Choose a date from today on' })
  if (expiresAt.getTime() > now.getTime() + MAX_SHARE_DAYS * 86_400_000)
    throw new AppError('VALIDATION', 'Some fields are not valid.', { expiresOn: 'A link is valid for at most a year' })
  return expiresAt
}

/**
 * Owners and co-parents who may change the pet may share it and see its links; a viewer may not
 * pass it on (guests never get here: the routes need an account).
 */
function assertSharer(scope: PetScope): string {
  assertLevel(scope.access, 'write')
  return scope.user.id
}

/**
 * The links a sharer sees and manages: the owner all of the pet's, a co-parent only those they
 * made. A co-parent has no need of the owner's tokens, and once revoked takes none with them
 * (decision 060).
 */
function visibleLinks(scope: PetScope) {
  const ofPet = eq(reportShares.petId, scope.petId)
  return scope.access === 'owner' ? ofPet : and(ofPet, eq(reportShares.createdBy, scope.user.id))
}

export async function createShare(
  scope: PetScope,
  {
    input,
    link,
    apiKeyId,
    now = new Date(),
  }: {
    input: ShareCreate
    link: LinkContext
    /** The personal API key the request came with: the link ends with it (decision 060). */
    apiKeyId?: string
    now?: Date
  },
) {
  const { db, petId } = scope
  const userId = assertSharer(scope)
  let { sections, range } = input
  if (input.savedReportId) {
    // A link made from a saved report shows that report's sections and range, as saved now.
    const [saved] = await db
      .select()
      .from(savedReports)
      .where(and(eq(savedReports.id, input.savedReportId), eq(savedReports.petId, petId)))
    if (!saved) throw AppError.notFound('Saved report not found')
    sections = saved.sections as ReportSection[]
    range = rangeOf(saved)
  }
  let expiresAt = expiryOf(input, scope.timeZone, now)
  if (apiKeyId) {
    // A link never outlives the key it was made with.
    const [key] = await db.select({ expiresAt: apiKeys.expiresAt }).from(apiKeys).where(eq(apiKeys.id, apiKeyId))
    if (key?.expiresAt && key.expiresAt < expiresAt) expiresAt = key.expiresAt
  }
  const { tokenHash, tokenSealed } = createShareToken(link.secret)
  const [row] = await db
    .insert(reportShares)
    .values({
      petId,
      createdBy: userId,
      apiKeyId: apiKeyId ?? null,
      savedReportId: input.savedReportId ?? null,
      tokenHash,
      tokenSealed,
      sections,
      ...rangeColumns(range),
      note: input.note || null,
      expiresAt,
    })
    .returning()
  return toShare(row!, link, now)
}

export async function listShares(scope: PetScope, { link, now = new Date() }: { link: LinkContext; now?: Date }) {
  assertSharer(scope)
  const rows = await scope.db.select().from(reportShares).where(visibleLinks(scope)).orderBy(desc(reportShares.createdAt))
  return { shares: rows.map((row) => toShare(row, link, now)) }
}

/** A link of the scoped pet the caller may manage, or 404 (another pet's, or the owner's for a co-parent). */
async function linkOfPet(scope: PetScope, shareId: string) {
  assertSharer(scope)
  const [row] = await scope.db
    .select()
    .from(reportShares)
    .where(and(eq(reportShares.id, shareId), visibleLinks(scope)))
  if (!row) throw AppError.notFound('Link not found')
  return row
}

/** Takes effect at once: the next request with the token answers "no longer valid". */
export async function revokeShare(
  scope: PetScope,
  { shareId, link, now = new Date() }: { shareId: string; link: LinkContext; now?: Date },
) {
  const row = await linkOfPet(scope, shareId)
  const [updated] = await scope.db
    .update(reportShares)
    .set({ revokedAt: row.revokedAt ?? now })
    .where(eq(reportShares.id, shareId))
    .returning()
  return toShare(updated!, link, now)
}

export async function deleteShare(scope: PetScope, shareId: string) {
  await linkOfPet(scope, shareId)
  await scope.db.delete(reportShares).where(eq(reportShares.id, shareId))
}

/** The report a link shows, built in the pet owner's calendar and units (the vet sees what the owner sees). */
async function sharedPayload(db: Database, row: ShareRow, now: Date): Promise<SharedReport> {
  const [owner] = await db
    .select({ timezone: users.timezone, unitSystem: users.unitSystem })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .where(eq(pets.id, row.petId))
  const timeZone = owner?.timezone ?? 'UTC'
  const range = rangeOf(row)
  const report = await buildReport({
    db,
    petId: row.petId,
    timeZone,
    unit: weightUnitFor(owner?.unitSystem === 'metric' || owner?.unitSystem === 'imperial' ? owner.unitSystem : null),
    sections: row.sections as ReportSection[],
    range: { ...resolveReportRange(range, localToday(timeZone, now)), label: describeReportRange(range) },
    now,
  })
  return { report, note: row.note, sharedAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }
}

/** The active link of a token, or the one "no longer valid" answer for unknown, revoked and expired alike. */
export async function findActiveShare(db: Database, token: string, now: Date) {
  if (!isWellFormedToken(token)) throw AppError.notFound(LINK_NOT_VALID)
  const hash = hashShareToken(token)
  const [row] = await db.select().from(reportShares).where(eq(reportShares.tokenHash, hash))
  if (!row || !hashesMatch(row.tokenHash, hash) || shareStatus(row, now) !== 'active') throw AppError.notFound(LINK_NOT_VALID)
  return row
}

/** Logs the opening (time and kind only, no address) and counts views for the owner's list. */
async function logAccess(db: Database, row: ShareRow, kind: 'view' | 'pdf' | 'csv', now: Date) {
  await db.insert(reportShareAccesses).values({ shareId: row.id, kind, openedAt: now })
  if (kind === 'view')
    await db
      .update(reportShares)
      .set({ lastOpenedAt: now, openCount: sql`${reportShares.openCount} + 1` })
      .where(eq(reportShares.id, row.id))
}

/** `GET /api/shared-reports/{token}` (and its PDF and CSV): no account needed, read-only. */
export async function openSharedReport({
  db,
  token,
  kind = 'view',
  now = new Date(),
}: {
  db: Database
  token: string
  kind?: 'view' | 'pdf' | 'csv'
  now?: Date
}) {
  const row = await findActiveShare(db, token, now)
  const [payload] = await Promise.all([sharedPayload(db, row, now), logAccess(db, row, kind, now)])
  return { row, shared: payload }
}

/** `/my-shared-report-preview/{token}`: exactly what the link shows, for those who may manage it, whatever its state. */
export async function previewShare({
  db,
  userId,
  token,
  link,
  now = new Date(),
}: {
  db: Database
  userId: string
  token: string
  link: LinkContext
  now?: Date
}) {
  if (!isWellFormedToken(token)) throw AppError.notFound('Link not found')
  const [found] = await db
    .select({ id: reportShares.id })
    .from(reportShares)
    .where(eq(reportShares.tokenHash, hashShareToken(token)))
  if (!found) throw AppError.notFound('Link not found')
  const [row] = await db.select().from(reportShares).where(eq(reportShares.id, found.id))
  let access
  try {
    access = await assertPetAccess({ db, userId, petId: row!.petId, need: 'write' })
  } catch (error) {
    if (error instanceof AppError && error.code === 'FORBIDDEN') throw error
    throw AppError.notFound('Link not found')
  }
  // A co-parent previews only the links they made, as in the list.
  if (access.access !== 'owner' && row!.createdBy !== userId) throw AppError.notFound('Link not found')
  return { share: toShare(row!, link, now), shared: await sharedPayload(db, row!, now) }
}
