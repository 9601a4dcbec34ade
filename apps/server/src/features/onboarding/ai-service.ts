import { allergiesNote, type AiOnboardingCompletionParsed } from '@pawpulse/domain/ai-onboarding-api'
import { hasAnyCareTeamField } from '@pawpulse/domain/care-team'
import { localNoon } from '@pawpulse/domain/time-zone'
import { suggestNextDue, vaccineIdentity } from '@pawpulse/domain/vaccines'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { syncMedicationReminder, syncVaccinationReminders } from '#server/core/record-reminders.ts'
import type { Database, Tx } from '#server/db/client.ts'
import { medications, petBehavior, petHealthConditions, petVaccinations, vetRecords, weightLogs } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { upsertCareTeamContact } from '../care-team/service'
import { scheduleColumns } from '../medications/view'
import { insertPet } from '../pets/pet-writes'
import { vaccinationValues, vaccineColumns } from '../vaccinations/service'
import { markOnboardingComplete, saveHouseholdMembers } from './service'

type AiPet = AiOnboardingCompletionParsed['pets'][number]

/**
 * The AI wizard's save (docs/product/onboarding.md#saving-what-the-wizard-read), as ONE transaction:
 * the profile and onboarding_completed; per pet the pet (its weight the newest of its weights), the
 * weight log, vaccinations with their reminders, medications with their reminders, conditions,
 * allergies (a line on the behaviour's handling notes), the clinic as primary veterinarian and the
 * uploaded records attached as its documents; then the co-parents, sharing every new pet. Any
 * failure — a record id that is not the user's, a vaccine for the wrong species — rolls all of it
 * back. Returns the new pets and the household members to invite once the transaction has committed.
 */
export async function completeAiOnboarding({
  db,
  userId,
  input,
  now = new Date(),
}: {
  db: Database
  userId: string
  input: AiOnboardingCompletionParsed
  now?: Date
}) {
  return db.transaction(async (tx) => {
    const owner = await markOnboardingComplete(tx, userId, input.userProfile)
    await lockOwnRecords(tx, userId, input)

    const timeZone = owner.timezone ?? 'UTC'
    const petIds: string[] = []
    for (const [index, pet] of input.pets.entries()) {
      petIds.push(await savePet(tx, { userId, pet, field: `pets.${index}`, timeZone, primaryVet: input.primaryVet, now }))
    }
    const inviteeIds = await saveHouseholdMembers(tx, {
      owner: { id: userId, email: owner.email },
      petIds,
      members: input.coParents.map((person, index) => ({
        ...person,
        name: person.name?.trim() || person.email,
        field: `coParents.${index}.email`,
      })),
    })
    // A guest's invitations wait until they have an account (resend from the profile page).
    return { petIds, inviteeIds: owner.isAnonymous ? [] : inviteeIds }
  })
}

/**
 * Every record to attach must be the user's own upload, not yet kept with a pet; otherwise the
 * whole save is "not found" (another user's record must not be told apart from a missing one).
 * The rows are locked, so a delete racing the save waits for it.
 */
async function lockOwnRecords(tx: Tx, userId: string, input: AiOnboardingCompletionParsed) {
  const ids = input.pets.flatMap((pet) => pet.vetRecordIds)
  const unique = new Set(ids)
  if (unique.size !== ids.length) {
    throw new AppError('VALIDATION', 'A record can be kept with one pet only.', { vetRecordIds: 'A record can be kept with one pet only' })
  }
  if (ids.length === 0) return
  const own = await tx
    .select({ id: vetRecords.id })
    .from(vetRecords)
    .where(and(inArray(vetRecords.id, ids), eq(vetRecords.userId, userId), isNull(vetRecords.petId)))
    .for('update')
  if (own.length !== ids.length) throw AppError.notFound('Vet record not found')
}

async function savePet(
  tx: Tx,
  args: { userId: string; pet: AiPet; field: string; timeZone: string; primaryVet: AiOnboardingCompletionParsed['primaryVet']; now: Date },
): Promise<string> {
  const { userId, pet, field, timeZone, primaryVet, now } = args
  // A day without a time is that day at noon in the owner's zone, as on the weight page.
  const weights = pet.weights
    .map((w) => ({
      weight: w.value,
      weightUnit: w.unit,
      measuredAt: w.date.includes('T') ? new Date(w.date) : localNoon(w.date, timeZone),
    }))
    .sort((a, b) => b.measuredAt.getTime() - a.measuredAt.getTime())
  const newest = weights[0]
  const petId = await insertPet(tx, {
    ownerId: userId,
    input: { ...pet.pet, ...(newest ? { weight: newest.weight, weightUnit: newest.weightUnit } : {}) },
    completed: true,
  })
  if (weights.length > 0) await tx.insert(weightLogs).values(weights.map((w) => ({ ...w, petId, recordedBy: userId })))

  await saveVaccinations(tx, { userId, petId, pet, field })
  await syncVaccinationReminders(tx, petId, now)
  for (const { schedule, ...fields } of pet.medications) {
    const [row] = await tx
      .insert(medications)
      .values({ ...fields, ...scheduleColumns(schedule), petId, userId, source: 'onboarding' })
      .returning({ id: medications.id })
    await syncMedicationReminder(tx, row!.id, now)
  }
  if (pet.conditions.length > 0) await tx.insert(petHealthConditions).values(pet.conditions.map((c) => ({ ...c, petId, userId })))
  const allergies = allergiesNote(pet.allergies)
  if (allergies) await tx.insert(petBehavior).values({ petId, userId, handlingNotes: allergies })
  if (primaryVet && hasAnyCareTeamField(primaryVet)) {
    await upsertCareTeamContact(tx, { ownerId: userId, petId, role: 'Primary Veterinarian', input: primaryVet })
  }
  if (pet.vetRecordIds.length > 0) {
    await tx.update(vetRecords).set({ petId }).where(inArray(vetRecords.id, pet.vetRecordIds))
  }
  return petId
}

/**
 * As the vaccinations page saves them: a listed vaccine for the pet's species keeps the
 * catalogue's name; without a next due date the suggestion is used (null: no next dose).
 */
async function saveVaccinations(tx: Tx, { userId, petId, pet, field }: { userId: string; petId: string; pet: AiPet; field: string }) {
  const species = pet.pet.species
  const rows = pet.vaccinations.map((input, index) => {
    let vaccine
    try {
      vaccine = vaccineColumns(input, species)
    } catch (error) {
      // The vaccinations page names `vaccineKey`; here it is one of many rows.
      if (error instanceof AppError && error.fields) {
        throw new AppError(
          error.code,
          error.message,
          Object.fromEntries(Object.entries(error.fields).map(([key, message]) => [`${field}.vaccinations.${index}.${key}`, message])),
        )
      }
      throw error
    }
    return { input, vaccine }
  })
  if (rows.length === 0) return
  await tx.insert(petVaccinations).values(
    rows.map(({ input, vaccine }) => {
      const isFirstDose = !rows.some(
        (other) => vaccineIdentity(other.vaccine) === vaccineIdentity(vaccine) && other.input.givenOn < input.givenOn,
      )
      const nextDueOn =
        input.nextDueOn !== undefined
          ? input.nextDueOn
          : suggestNextDue(vaccine.vaccineKey, input.givenOn, { birthDate: pet.pet.birthdate ?? null, isFirstDose })
      return vaccinationValues({ petId, recordedBy: userId, vaccine, input, nextDueOn: nextDueOn ?? null })
    }),
  )
}
