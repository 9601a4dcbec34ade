import { daysUntil } from '@pawpulse/domain/schedule'
import type { VaccinationDue, VaccinationView } from '@pawpulse/domain/vaccination-api'
import { findVaccine, vaccinationStatus, vaccineIdentity, vaccineKeys, type VaccineKey } from '@pawpulse/domain/vaccines'
import type { petVaccinations } from '#server/db/schema.ts'

export type VaccinationRow = typeof petVaccinations.$inferSelect

/** Stored text back to its enumeration (the CHECK keeps it inside). */
const asKey = (value: string | null): VaccineKey | null =>
  value && (vaccineKeys as readonly string[]).includes(value) ? (value as VaccineKey) : null

/**
 * Rows newest first → views. The first row of each vaccine (vaccineIdentity) is its latest dose:
 * its next due date is the one that counts; earlier doses carry no status.
 */
export function toVaccinations(rows: readonly VaccinationRow[], today: string): VaccinationView[] {
  const seen = new Set<string>()
  return rows.map((v) => {
    const identity = vaccineIdentity(v)
    const isLatest = !seen.has(identity)
    seen.add(identity)
    const key = asKey(v.vaccineKey)
    return {
      id: v.id,
      petId: v.petId,
      vaccineKey: key,
      vaccineName: v.vaccineName,
      core: findVaccine(key)?.core ?? null,
      givenOn: v.givenOn,
      nextDueOn: v.nextDueOn,
      clinic: v.clinic,
      batchNumber: v.batchNumber,
      notes: v.notes,
      isLatest,
      status: isLatest ? vaccinationStatus(v.nextDueOn, today) : null,
      daysUntilDue: isLatest && v.nextDueOn ? daysUntil(v.nextDueOn, today) : null,
      recordedBy: v.recordedBy,
      createdAt: v.createdAt.toISOString(),
      updatedAt: v.updatedAt.toISOString(),
    }
  })
}

/** The latest doses overdue or due soon, soonest first: what the dashboard shows. */
export function dueVaccinations(views: readonly VaccinationView[]): VaccinationDue[] {
  return views
    .filter((v) => v.status === 'overdue' || v.status === 'due_soon')
    .map((v) => ({ id: v.id, vaccineName: v.vaccineName, nextDueOn: v.nextDueOn!, status: v.status as 'overdue' | 'due_soon' }))
    .sort((a, b) => a.nextDueOn.localeCompare(b.nextDueOn))
}
