// Reminders that follow a record (docs/product/reminders.md#reminders-that-follow-the-records;
// decision 023). The medications, treatments and vaccinations features call these inside the transaction that
// writes the record, so the record and its reminder never disagree; the reminders feature calls
// `recordDoseOfOccurrence` when a medication's occurrence is marked done. They live in core/
// because features never import each other. A record's reminder is unique on (source_kind,
// source_id), so every write here is an upsert and running it twice changes nothing.
import { medicationReminderRule, recordReminderTitle, treatmentReminderRule } from '@pawpulse/domain/record-reminders'
import { occurrencesFrom, type Recurrence } from '@pawpulse/domain/recurrence'
import { nextDueDate, scheduleFromColumns, treatmentFrequencies, type TreatmentFrequency } from '@pawpulse/domain/schedule'
import { localDate, zonedDateTimeToUtc } from '@pawpulse/domain/time-zone'
import { vaccineIdentity } from '@pawpulse/domain/vaccines'
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Database, Tx } from '#server/db/client.ts'
import { medicationDoses, medications, parasiteTreatments, petVaccinations, pets, reminders } from '#server/db/schema.ts'
import { ownerSettings, ruleColumns, type OwnerSettings } from './reminder-rules'

export type RecordKind = 'medication' | 'treatment' | 'vaccination'
type ReminderRow = typeof reminders.$inferSelect

interface RecordReminder {
  kind: RecordKind
  sourceId: string
  petId: string
  /** The pet's owner: the reminder is theirs, like the record (whoever in the household wrote it). */
  userId: string
  category: 'medication' | 'parasite_treatment' | 'vaccination'
  title: string
  rule: Recurrence
  /** The first instant the rule fires, used when the rule is new or has changed. */
  firstDueAt: (timeZone: string, now: Date) => Date | null
}

const sourceIs = (kind: RecordKind, sourceId: string) => and(eq(reminders.sourceKind, kind), eq(reminders.sourceId, sourceId))

/**
 * Creates the record's reminder, or brings it in line with the record. The next time it fires is
 * only moved when the rule changed (a pending occurrence is never skipped by a sync that changed
 * nothing); pausing is the owner's and is kept.
 */
async function upsertRecordReminder(tx: Tx, wanted: RecordReminder, settings: OwnerSettings, now: Date): Promise<void> {
  const columns = {
    userId: wanted.userId,
    petId: wanted.petId,
    reminderType: wanted.category,
    title: wanted.title,
    ...ruleColumns(wanted.rule),
  }
  const [existing] = await tx.select().from(reminders).where(sourceIs(wanted.kind, wanted.sourceId)).for('update')
  if (!existing) {
    const first = wanted.firstDueAt(settings.timeZone, now)
    await tx
      .insert(reminders)
      .values({
        ...columns,
        sourceKind: wanted.kind,
        sourceId: wanted.sourceId,
        reminderDate: first ?? now,
        nextDueAt: first,
        notificationMethods: settings.methods,
        notificationMethod: settings.methods[0] ?? 'email',
      })
      // Two instances syncing the same record at start-up: the unique index keeps one.
      .onConflictDoNothing({ target: [reminders.sourceKind, reminders.sourceId] })
    return
  }
  const ruleChanged = JSON.stringify(ruleColumns(wanted.rule)) !== JSON.stringify(storedRule(existing))
  const changes: Partial<ReminderRow> = {}
  for (const [key, value] of Object.entries(columns) as [keyof typeof columns, unknown][]) {
    if (JSON.stringify(existing[key]) !== JSON.stringify(value)) Object.assign(changes, { [key]: value })
  }
  if (ruleChanged) changes.nextDueAt = wanted.firstDueAt(settings.timeZone, now)
  if (Object.keys(changes).length > 0) await tx.update(reminders).set(changes).where(eq(reminders.id, existing.id))
}

function storedRule(row: ReminderRow) {
  return {
    startDate: row.startDate,
    preferredTimes: row.preferredTimes,
    repeatFrequency: row.repeatFrequency,
    daysOfWeek: row.daysOfWeek,
    repeatInterval: row.repeatInterval,
    timesPerWeek: row.timesPerWeek,
    timesPerDay: row.timesPerDay,
    endKind: row.endKind,
    endDate: row.endDate,
    endAfterCount: row.endAfterCount,
  }
}

/** The record is gone (or has nothing to remind): its reminder goes, with its occurrences. */
export async function removeRecordReminder(tx: Tx, kind: RecordKind, sourceId: string): Promise<void> {
  await tx.delete(reminders).where(sourceIs(kind, sourceId))
}

/**
 * A medication's dose reminder follows its schedule, start and end dates: created, moved, ended
 * (an end date) or removed (no schedule that clock times can follow). Call it in the transaction
 * that wrote the medication.
 */
export async function syncMedicationReminder(tx: Tx, medicationId: string, now = new Date()): Promise<void> {
  const [row] = await tx.select().from(medications).where(eq(medications.id, medicationId))
  if (!row) return removeRecordReminder(tx, 'medication', medicationId)
  const settings = await ownerSettings(tx, row.userId)
  const { timeZone } = settings
  const schedule = scheduleFromColumns(row.scheduleFrequency, row.scheduleIntervalHours)
  // Without a start date the doses count from the day it was added, so the rule stays put from one edit to the next.
  const rule = medicationReminderRule({ schedule, startDate: row.startDate, endDate: row.endDate }, localDate(row.createdAt, timeZone))
  if (!rule) return removeRecordReminder(tx, 'medication', medicationId)
  await upsertRecordReminder(
    tx,
    {
      kind: 'medication',
      sourceId: row.id,
      petId: row.petId,
      userId: row.userId,
      category: 'medication',
      title: recordReminderTitle(row.name),
      rule,
      // From now on: doses before the reminder existed (or before an edit) are not reminded late.
      firstDueAt: (zone, at) => occurrencesFrom(rule, zone, at, 1)[0] ?? null,
    },
    settings,
    now,
  )
}

const asFrequency = (value: string): TreatmentFrequency =>
  (treatmentFrequencies as readonly string[]).includes(value) ? (value as TreatmentFrequency) : 'monthly'

/**
 * A pet's parasite treatments: the latest dose of each product and type (the one whose next due
 * date counts, docs/product/medications-and-treatments.md#next-due-date) has a reminder on that
 * date; an earlier dose's reminder goes, since the newer dose handled it. Call it in the
 * transaction that wrote or deleted a treatment of the pet.
 */
export async function syncTreatmentReminders(tx: Tx, petId: string, now = new Date()): Promise<void> {
  const [pet] = await tx.select({ ownerId: pets.userId }).from(pets).where(eq(pets.id, petId))
  if (!pet) return
  // The owner's zone and channels, read once for all of the pet's records.
  const settings = await ownerSettings(tx, pet.ownerId)
  const rows = await tx
    .select()
    .from(parasiteTreatments)
    .where(eq(parasiteTreatments.petId, petId))
    .orderBy(desc(parasiteTreatments.givenOn), desc(parasiteTreatments.createdAt))
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) {
    const key = `${row.productName.trim().toLowerCase()}|${row.treatmentType}`
    if (!latest.has(key)) latest.set(key, row)
  }
  const keep = new Set([...latest.values()].map((row) => row.id))
  // Reminders of earlier doses of the same product (and of deleted treatments) end here.
  const stale = await tx
    .select({ id: reminders.id, sourceId: reminders.sourceId })
    .from(reminders)
    .where(and(eq(reminders.sourceKind, 'treatment'), eq(reminders.petId, petId)))
  const staleIds = stale.filter((r) => !r.sourceId || !keep.has(r.sourceId)).map((r) => r.id)
  if (staleIds.length > 0) await tx.delete(reminders).where(inArray(reminders.id, staleIds))
  for (const row of latest.values()) {
    const rule = treatmentReminderRule(nextDueDate(row.givenOn, asFrequency(row.frequency)))
    await upsertRecordReminder(
      tx,
      {
        kind: 'treatment',
        sourceId: row.id,
        petId,
        userId: pet.ownerId,
        category: 'parasite_treatment',
        title: recordReminderTitle(row.productName),
        rule,
        // The due day's 09:00 even when it has passed: the dispatcher then records it as due or
        // missed, and it waits among the overdue until the owner handles it.
        firstDueAt: (zone) => zonedDateTimeToUtc(rule.startDate, rule.times[0]!, zone),
      },
      settings,
      now,
    )
  }
}

/**
 * A pet's vaccinations: the latest dose of each vaccine with a next due date has a reminder on
 * that date at 09:00, exactly as a treatment's; an earlier dose's reminder goes (the newer dose
 * handled it), and so does one of a dose with no next due date. Call it in the transaction that
 * wrote or deleted a vaccination of the pet.
 */
export async function syncVaccinationReminders(tx: Tx, petId: string, now = new Date()): Promise<void> {
  const [pet] = await tx.select({ ownerId: pets.userId }).from(pets).where(eq(pets.id, petId))
  if (!pet) return
  // The owner's zone and channels, read once for all of the pet's records.
  const settings = await ownerSettings(tx, pet.ownerId)
  const rows = await tx
    .select()
    .from(petVaccinations)
    .where(eq(petVaccinations.petId, petId))
    .orderBy(desc(petVaccinations.givenOn), desc(petVaccinations.createdAt))
  const latest = new Map<string, (typeof rows)[number]>()
  for (const row of rows) if (!latest.has(vaccineIdentity(row))) latest.set(vaccineIdentity(row), row)
  const due = [...latest.values()].filter((row) => row.nextDueOn)
  const keep = new Set(due.map((row) => row.id))
  const stale = await tx
    .select({ id: reminders.id, sourceId: reminders.sourceId })
    .from(reminders)
    .where(and(eq(reminders.sourceKind, 'vaccination'), eq(reminders.petId, petId)))
  const staleIds = stale.filter((r) => !r.sourceId || !keep.has(r.sourceId)).map((r) => r.id)
  if (staleIds.length > 0) await tx.delete(reminders).where(inArray(reminders.id, staleIds))
  for (const row of due) {
    const rule = treatmentReminderRule(row.nextDueOn!)
    await upsertRecordReminder(
      tx,
      {
        kind: 'vaccination',
        sourceId: row.id,
        petId,
        userId: pet.ownerId,
        category: 'vaccination',
        title: recordReminderTitle(row.vaccineName),
        rule,
        firstDueAt: (zone) => zonedDateTimeToUtc(rule.startDate, rule.times[0]!, zone),
      },
      settings,
      now,
    )
  }
}

/**
 * "Done" on a medication's occurrence is also a dose given, recorded in the same transaction as
 * the occurrence's status (the in-app button and the e-mail's Mark done alike).
 */
export async function recordDoseOfOccurrence(
  tx: Tx,
  reminder: Pick<ReminderRow, 'sourceKind' | 'sourceId'>,
  args: { userId: string; at: Date },
): Promise<void> {
  if (reminder.sourceKind !== 'medication' || !reminder.sourceId) return
  const [medication] = await tx
    .select({ id: medications.id, petId: medications.petId })
    .from(medications)
    .where(eq(medications.id, reminder.sourceId))
  if (!medication) return
  await tx
    .insert(medicationDoses)
    .values({ medicationId: medication.id, petId: medication.petId, givenAt: args.at, givenBy: args.userId, notes: null })
}

/**
 * Records that existed before their reminders did (onboarding's, or written before this sync was
 * built) get them: medications with a schedule and no reminder, and pets with a treatment or a
 * vaccination that has none. Idempotent (an upsert on (source_kind, source_id)); run when the scheduler starts.
 */
export async function syncRecordReminders(db: Database, now = new Date()): Promise<{ medications: number; pets: number }> {
  const missingMedications = await db
    .select({ id: medications.id })
    .from(medications)
    .leftJoin(reminders, and(eq(reminders.sourceKind, 'medication'), eq(reminders.sourceId, medications.id)))
    .where(
      and(
        isNull(reminders.id),
        // "As needed" has no reminder to make.
        or(sql`${medications.scheduleFrequency} <> 'as_needed'`, sql`${medications.scheduleIntervalHours} is not null`),
      ),
    )
  for (const { id } of missingMedications) await db.transaction((tx) => syncMedicationReminder(tx, id, now))
  // The latest dose of each product and type per pet (as in syncTreatmentReminders) that has no reminder yet.
  const product = sql`lower(trim(${parasiteTreatments.productName}))`
  const latest = db
    .selectDistinctOn([parasiteTreatments.petId, product, parasiteTreatments.treatmentType], {
      id: parasiteTreatments.id,
      petId: parasiteTreatments.petId,
    })
    .from(parasiteTreatments)
    .orderBy(
      parasiteTreatments.petId,
      product,
      parasiteTreatments.treatmentType,
      desc(parasiteTreatments.givenOn),
      desc(parasiteTreatments.createdAt),
    )
    .as('latest')
  const petsMissing = await db
    .selectDistinct({ petId: latest.petId })
    .from(latest)
    .leftJoin(reminders, and(eq(reminders.sourceKind, 'treatment'), eq(reminders.sourceId, latest.id)))
    .where(isNull(reminders.id))
  for (const { petId } of petsMissing) await db.transaction((tx) => syncTreatmentReminders(tx, petId, now))
  // The latest dose of each vaccine per pet (vaccineIdentity, as in syncVaccinationReminders) with a next due date and no reminder.
  const vaccine = sql`coalesce(${petVaccinations.vaccineKey}, 'name:' || lower(trim(${petVaccinations.vaccineName})))`
  const latestDoses = db
    .selectDistinctOn([petVaccinations.petId, vaccine], {
      id: petVaccinations.id,
      petId: petVaccinations.petId,
      nextDueOn: petVaccinations.nextDueOn,
    })
    .from(petVaccinations)
    .orderBy(petVaccinations.petId, vaccine, desc(petVaccinations.givenOn), desc(petVaccinations.createdAt))
    .as('latest_doses')
  const vaccinationsMissing = await db
    .selectDistinct({ petId: latestDoses.petId })
    .from(latestDoses)
    .leftJoin(reminders, and(eq(reminders.sourceKind, 'vaccination'), eq(reminders.sourceId, latestDoses.id)))
    .where(and(isNull(reminders.id), sql`${latestDoses.nextDueOn} is not null`))
  for (const { petId } of vaccinationsMissing) await db.transaction((tx) => syncVaccinationReminders(tx, petId, now))
  return { medications: missingMedications.length, pets: petsMissing.length + vaccinationsMissing.length }
}
