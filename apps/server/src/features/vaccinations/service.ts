import { localToday } from '@pawpulse/domain/time-zone'
import { vaccinationInputSchema, type VaccinationInput, type VaccinationUpdate } from '@pawpulse/domain/vaccination-input'
import { findVaccine, suggestNextDue, vaccineIdentity } from '@pawpulse/domain/vaccines'
import { and, desc, eq, sql } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import { syncVaccinationReminders } from '#server/core/record-reminders.ts'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Database } from '#server/db/client.ts'
import { preparedPerDatabase } from '#server/db/prepared.ts'
import { petVaccinations, pets } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { toVaccinations } from './view'

const statementsFor = preparedPerDatabase((db) => ({
  byPet: db
    .select()
    .from(petVaccinations)
    .where(eq(petVaccinations.petId, sql.placeholder('petId')))
    .orderBy(desc(petVaccinations.givenOn), desc(petVaccinations.createdAt))
    .prepare('pawpulse_vaccinations_by_pet'),
}))

/** The pet's vaccination rows newest first (for `toVaccinations`); read by the dashboard and the list, prepared (decision 065). */
export async function loadVaccinationRows(db: Database, petId: string) {
  return statementsFor(db).byPet.execute({ petId })
}

async function petContext({ db, petId, timeZone }: PetScope) {
  const [pet] = await db.select({ species: pets.species, birthdate: pets.birthdate }).from(pets).where(eq(pets.id, petId))
  return { species: pet!.species === 'cat' ? ('cat' as const) : ('dog' as const), birthdate: pet!.birthdate, today: localToday(timeZone) }
}

export async function listVaccinations(pet: PetScope) {
  const { today } = await petContext(pet)
  return toVaccinations(await loadVaccinationRows(pet.db, pet.petId), today)
}

/** A new dose's row: the catalogue's columns (vaccineColumns), the dates and the optional texts. */
export function vaccinationValues({
  petId,
  recordedBy,
  vaccine,
  input,
  nextDueOn,
}: {
  petId: string
  recordedBy: string
  vaccine: ReturnType<typeof vaccineColumns>
  input: Pick<VaccinationInput, 'givenOn' | 'clinic' | 'batchNumber' | 'notes'>
  nextDueOn: string | null
}) {
  return {
    petId,
    recordedBy,
    ...vaccine,
    givenOn: input.givenOn,
    nextDueOn,
    clinic: input.clinic || null,
    batchNumber: input.batchNumber || null,
    notes: input.notes || null,
  }
}

/** The vaccine's columns: a listed vaccine (for the pet's species) keeps the catalogue's name. */
export function vaccineColumns(input: Pick<VaccinationInput, 'vaccineKey' | 'vaccineName'>, species: 'dog' | 'cat') {
  if (input.vaccineKey) {
    const vaccine = findVaccine(input.vaccineKey)!
    if (!vaccine.species.includes(species)) {
      const message = `${vaccine.name} is not a vaccine for a ${species}: choose one from the list`
      throw new AppError('VALIDATION', 'Some fields are not valid.', { vaccineKey: message })
    }
    return { vaccineKey: vaccine.key, vaccineName: vaccine.name }
  }
  return { vaccineKey: null, vaccineName: input.vaccineName!.trim() }
}

/**
 * Without a next due date in the request, the suggestion (suggestNextDue: the pet's birthdate, or
 * whether an earlier dose of the vaccine is recorded). The latest dose gets its reminder in the
 * same transaction, and an earlier dose loses its own.
 */
export async function createVaccination(pet: PetScope, input: VaccinationInput) {
  const { db, user, petId } = pet
  const context = await petContext(pet)
  const vaccine = vaccineColumns(input, context.species)
  let nextDueOn = input.nextDueOn
  if (nextDueOn === undefined) {
    const earlier = (await loadVaccinationRows(db, petId)).some(
      (row) => vaccineIdentity(row) === vaccineIdentity(vaccine) && row.givenOn < input.givenOn,
    )
    nextDueOn = suggestNextDue(vaccine.vaccineKey, input.givenOn, { birthDate: context.birthdate, isFirstDose: !earlier })
  }
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(petVaccinations)
      .values(vaccinationValues({ petId, recordedBy: user.id, vaccine, input, nextDueOn: nextDueOn ?? null }))
      .returning({ id: petVaccinations.id })
    await syncVaccinationReminders(tx, petId)
    return inserted
  })
  return findView(db, petId, row!.id, context.today)
}

/** The merged row passes the same rules as a new one; sending either vaccine field replaces the vaccine. */
export async function updateVaccination(pet: PetScope, { vaccinationId, input }: { vaccinationId: string; input: VaccinationUpdate }) {
  const { db, petId } = pet
  const row = await findRow(db, petId, vaccinationId)
  const changesVaccine = 'vaccineKey' in input || 'vaccineName' in input
  const current = {
    ...(changesVaccine ? {} : row.vaccineKey ? { vaccineKey: row.vaccineKey } : { vaccineName: row.vaccineName }),
    givenOn: row.givenOn,
    nextDueOn: row.nextDueOn,
    clinic: row.clinic,
    batchNumber: row.batchNumber,
    notes: row.notes,
  }
  const merged = vaccinationInputSchema.safeParse({ ...current, ...input })
  if (!merged.success) throw AppError.fromZod(merged.error)
  const context = await petContext(pet)
  const { givenOn, nextDueOn, clinic, batchNumber, notes } = merged.data
  await db.transaction(async (tx) => {
    const { changed } = await patchRow(tx, petVaccinations, row, {
      ...vaccineColumns(merged.data, context.species),
      givenOn,
      nextDueOn: nextDueOn ?? null,
      clinic: clinic || null,
      batchNumber: batchNumber || null,
      notes: notes || null,
    })
    if (changed) await syncVaccinationReminders(tx, petId)
  })
  return findView(db, petId, vaccinationId, context.today)
}

/** Its reminder goes; an earlier dose of the same vaccine becomes the latest and gets one back. */
export async function deleteVaccination({ db, petId }: PetScope, vaccinationId: string) {
  await findRow(db, petId, vaccinationId)
  await db.transaction(async (tx) => {
    await tx.delete(petVaccinations).where(eq(petVaccinations.id, vaccinationId))
    await syncVaccinationReminders(tx, petId)
  })
}

/** The view of one vaccination, judged among the pet's others (is it still the latest dose?). */
async function findView(db: Database, petId: string, vaccinationId: string, today: string) {
  const all = toVaccinations(await loadVaccinationRows(db, petId), today)
  return all.find((v) => v.id === vaccinationId)!
}

async function findRow(db: Database, petId: string, vaccinationId: string) {
  const [row] = await db
    .select()
    .from(petVaccinations)
    .where(and(eq(petVaccinations.id, vaccinationId), eq(petVaccinations.petId, petId)))
  if (!row) throw AppError.notFound('Vaccination not found')
  return row
}
