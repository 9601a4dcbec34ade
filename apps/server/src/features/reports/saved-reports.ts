import type { ReportSection } from '@pawpulse/domain/report'
import type { SavedReportInput, SavedReportUpdate, SavedReportView } from '@pawpulse/domain/report-api'
import { and, desc, eq } from 'drizzle-orm'
import { savedReports } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { assertLevel } from '#server/core/pet-access.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import { rangeColumns, rangeOf } from './shares'

type SavedRow = typeof savedReports.$inferSelect

/** The longest a copy's name may grow to ("… (copy)" is cut to fit the name limit). */
const MAX_NAME = 120

function toView(row: SavedRow): SavedReportView {
  return {
    id: row.id,
    petId: row.petId,
    name: row.name,
    sections: row.sections as ReportSection[],
    range: rangeOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Everyone who may read the pet sees its saved reports (they may read its live report too), newest first. */
export async function listSavedReports(scope: PetScope) {
  const rows = await scope.db
    .select()
    .from(savedReports)
    .where(eq(savedReports.petId, scope.petId))
    .orderBy(desc(savedReports.createdAt), desc(savedReports.id))
  return { reports: rows.map(toView) }
}

/** A saved report of the scoped pet, or 404 (another pet's report is not found). */
async function savedOfPet(scope: PetScope, reportId: string) {
  const [row] = await scope.db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.id, reportId), eq(savedReports.petId, scope.petId)))
  if (!row) throw AppError.notFound('Saved report not found')
  return row
}

export async function getSavedReport(scope: PetScope, reportId: string) {
  return toView(await savedOfPet(scope, reportId))
}

/** Owners and co-parent editors keep reports; a viewer may open them but not change them. */
export async function createSavedReport(scope: PetScope, input: SavedReportInput) {
  assertLevel(scope.access, 'write')
  const [row] = await scope.db
    .insert(savedReports)
    .values({ petId: scope.petId, createdBy: scope.user.id, name: input.name, sections: input.sections, ...rangeColumns(input.range) })
    .returning()
  return toView(row!)
}

/** Writes only what changes: a PATCH that changes nothing keeps the row (and its updated time) as it is. */
export async function updateSavedReport(scope: PetScope, { reportId, input }: { reportId: string; input: SavedReportUpdate }) {
  assertLevel(scope.access, 'write')
  const row = await savedOfPet(scope, reportId)
  const next = {
    name: input.name ?? row.name,
    sections: input.sections ?? row.sections,
    ...(input.range ? rangeColumns(input.range) : { rangeDays: row.rangeDays, rangeFrom: row.rangeFrom, rangeTo: row.rangeTo }),
  }
  const same =
    next.name === row.name &&
    next.sections.join(',') === row.sections.join(',') &&
    next.rangeDays === row.rangeDays &&
    next.rangeFrom === row.rangeFrom &&
    next.rangeTo === row.rangeTo
  if (same) return toView(row)
  const [updated] = await scope.db.update(savedReports).set(next).where(eq(savedReports.id, reportId)).returning()
  return toView(updated!)
}

/** A copy named "<name> (copy)", made by the caller; the original's links stay with the original. */
export async function duplicateSavedReport(scope: PetScope, reportId: string) {
  assertLevel(scope.access, 'write')
  const original = await savedOfPet(scope, reportId)
  const suffix = ' (copy)'
  const name = original.name.slice(0, MAX_NAME - suffix.length) + suffix
  const [row] = await scope.db
    .insert(savedReports)
    .values({
      petId: scope.petId,
      createdBy: scope.user.id,
      name,
      sections: original.sections,
      rangeDays: original.rangeDays,
      rangeFrom: original.rangeFrom,
      rangeTo: original.rangeTo,
    })
    .returning()
  return toView(row!)
}

/** The report goes; links made from it keep working with the sections and range they were made with. */
export async function deleteSavedReport(scope: PetScope, reportId: string) {
  assertLevel(scope.access, 'write')
  await savedOfPet(scope, reportId)
  await scope.db.delete(savedReports).where(eq(savedReports.id, reportId))
}
