import { localNoon } from '@pawpulse/domain/time-zone'
import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import {
  breathingRateLogs,
  careTeam,
  conditionMetadata,
  medicationDoses,
  parasiteTreatments,
  petBehavior,
  petVaccinations,
  petBreedMix,
  petDiet,
  petHealthConditions,
  pets,
  symptomLogs,
  weightLogs,
} from '#server/db/schema.ts'

// One query per kind of row, each bounded by the pet and the range's instants: the report's
// query count does not grow with the range or the number of logs (no N+1).

export type Window = { start: Date; end: Date }

export const loadPet = (db: Database, petId: string) => db.select().from(pets).where(eq(pets.id, petId))

export const loadBreedMix = (db: Database, petId: string) =>
  db.select().from(petBreedMix).where(eq(petBreedMix.petId, petId)).orderBy(desc(petBreedMix.isDominant), asc(petBreedMix.createdAt))

export const loadCareTeam = (db: Database, petId: string) =>
  db.select().from(careTeam).where(eq(careTeam.petId, petId)).orderBy(asc(careTeam.role))

export const loadConditionRows = (db: Database, petId: string) =>
  db.select().from(petHealthConditions).where(eq(petHealthConditions.petId, petId)).orderBy(desc(petHealthConditions.createdAt))

export const loadMetadata = (db: Database, petId: string) => db.select().from(conditionMetadata).where(eq(conditionMetadata.petId, petId))

export const loadSymptomRows = (db: Database, petId: string, { start, end }: Window) =>
  db
    .select()
    .from(symptomLogs)
    .where(and(eq(symptomLogs.petId, petId), gte(symptomLogs.loggedAt, start), lt(symptomLogs.loggedAt, end)))
    .orderBy(desc(symptomLogs.loggedAt))

/** The range's counts oldest first, and the one count just before it (for "two raised in a row"). */
export async function loadBreathingRows(db: Database, petId: string, { start, end }: Window) {
  const columns = {
    measuredAt: breathingRateLogs.measuredAt,
    breathsPerMinute: breathingRateLogs.breathsPerMinute,
    context: breathingRateLogs.context,
  }
  const [rows, before] = await Promise.all([
    db
      .select(columns)
      .from(breathingRateLogs)
      .where(and(eq(breathingRateLogs.petId, petId), gte(breathingRateLogs.measuredAt, start), lt(breathingRateLogs.measuredAt, end)))
      .orderBy(asc(breathingRateLogs.measuredAt)),
    db
      .select(columns)
      .from(breathingRateLogs)
      .where(and(eq(breathingRateLogs.petId, petId), lt(breathingRateLogs.measuredAt, start)))
      .orderBy(desc(breathingRateLogs.measuredAt))
      .limit(1),
  ])
  return { rows, previous: before[0] ?? null }
}

export const loadWeightRows = (db: Database, petId: string, { start, end }: Window) =>
  db
    .select()
    .from(weightLogs)
    .where(and(eq(weightLogs.petId, petId), gte(weightLogs.measuredAt, start), lt(weightLogs.measuredAt, end)))
    .orderBy(asc(weightLogs.measuredAt))

export const loadDoseRows = (db: Database, petId: string, { start, end }: Window) =>
  db
    .select({ medicationId: medicationDoses.medicationId, givenAt: medicationDoses.givenAt, notes: medicationDoses.notes })
    .from(medicationDoses)
    .where(and(eq(medicationDoses.petId, petId), gte(medicationDoses.givenAt, start), lt(medicationDoses.givenAt, end)))
    .orderBy(desc(medicationDoses.givenAt))

export const loadDiet = (db: Database, petId: string) => db.select().from(petDiet).where(eq(petDiet.petId, petId))
export const loadBehavior = (db: Database, petId: string) => db.select().from(petBehavior).where(eq(petBehavior.petId, petId))

/**
 * The owner's notes written on the pet's logs within the range, newest first, in one query
 * (a union over the tables that carry notes). Treatments and vaccinations have a day, not a time:
 * their notes stand at noon of that day on the owner's clock, so no zone moves them to the day
 * before.
 */
export async function loadNotes(
  db: Database,
  petId: string,
  { start, end }: Window,
  dates: { from: string; to: string },
  timeZone: string,
) {
  const from = (
    table: 'breathing' | 'weight' | 'symptoms' | 'dose',
    at: ReturnType<typeof sql>,
    notes: ReturnType<typeof sql>,
    fromTable: ReturnType<typeof sql>,
    petColumn: ReturnType<typeof sql>,
  ) =>
    sql`select ${table}::text as source, ${at} as at, null::text as day, ${notes} as text from ${fromTable} where ${petColumn} = ${petId} and ${at} >= ${start} and ${at} < ${end} and ${notes} is not null and ${notes} <> ''`
  const b = breathingRateLogs
  const w = weightLogs
  const s = symptomLogs
  const d = medicationDoses
  const t = parasiteTreatments
  const v = petVaccinations
  const { rows } = (await db.execute(sql`
    ${from('breathing', sql`${b.measuredAt}`, sql`${b.notes}`, sql`${b}`, sql`${b.petId}`)}
    union all ${from('weight', sql`${w.measuredAt}`, sql`${w.notes}`, sql`${w}`, sql`${w.petId}`)}
    union all ${from('symptoms', sql`${s.loggedAt}`, sql`${s.notes}`, sql`${s}`, sql`${s.petId}`)}
    union all ${from('dose', sql`${d.givenAt}`, sql`${d.notes}`, sql`${d}`, sql`${d.petId}`)}
    union all select 'treatment' as source, (${t.givenOn}::timestamp at time zone 'UTC') as at, ${t.givenOn}::text as day, ${t.notes} as text from ${t}
      where ${t.petId} = ${petId} and ${t.givenOn} >= ${dates.from}::date and ${t.givenOn} <= ${dates.to}::date and ${isNotNull(t.notes)} and ${t.notes} <> ''
    union all select 'vaccination' as source, (${v.givenOn}::timestamp at time zone 'UTC') as at, ${v.givenOn}::text as day, ${v.notes} as text from ${v}
      where ${v.petId} = ${petId} and ${v.givenOn} >= ${dates.from}::date and ${v.givenOn} <= ${dates.to}::date and ${isNotNull(v.notes)} and ${v.notes} <> ''
    order by at desc
    limit 500`)) as unknown as { rows: { source: string; at: Date | string; day: string | null; text: string }[] }
  return rows
    .map((r) => ({ source: r.source, at: (r.day ? localNoon(r.day, timeZone) : new Date(r.at)).toISOString(), text: r.text }))
    .sort((a, b) => b.at.localeCompare(a.at))
}
