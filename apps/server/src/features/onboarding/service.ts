import { dropEmptyFields } from '@pawpulse/domain/age'
import { hasAnyCareTeamField } from '@pawpulse/domain/care-team'
import { onboardingMessages, type OnboardingCompletionParsed } from '@pawpulse/domain/onboarding'
import { normalizeSection } from '@pawpulse/domain/pet-life-api'
import { behaviorFields, behaviorFromOnboarding } from '@pawpulse/domain/pet-life-input'
import { localToday } from '@pawpulse/domain/time-zone'
import { expandReminderPreference } from '@pawpulse/domain/reminders'
import { scheduleOf } from '@pawpulse/domain/vet-record-parser'
import { eq } from 'drizzle-orm'
import type { Database, Tx } from '#server/db/client.ts'
import {
  householdMemberPets,
  householdMembers,
  medications,
  petBehavior,
  petDiet,
  petFunFacts,
  petHealthConditions,
  reminders,
  userNotificationTokens,
  users,
  weightLogs,
} from '#server/db/schema.ts'
import { syncMedicationReminder } from '#server/core/record-reminders.ts'
import { AppError } from '#server/lib/app-error.ts'
import { upsertCareTeamContact } from '../care-team/service'
import { assertNotSelf, findActiveMemberId } from '../household/members-query'
import { scheduleColumns } from '../medications/view'
import { behaviorColumns } from '../pet-life/service'
import { insertPet } from '../pets/pet-writes'

/**
 * Completing pet onboarding (docs/product/onboarding.md#completing), as ONE transaction: the
 * profile, the pet (completed), its health history, diet, behaviour, fun facts, care team,
 * household members, reminders, notification tokens and onboarding_completed. Any failure rolls
 * everything back: the owner gets the error and nothing is half-saved. Returns the new pet id and
 * the household members to invite once the transaction has committed.
 */
export async function completeOnboarding({
  db,
  userId,
  input,
  now = new Date(),
}: {
  db: Database
  userId: string
  input: OnboardingCompletionParsed
  now?: Date
}) {
  return db.transaction(async (tx) => {
    const owner = await markOnboardingComplete(tx, userId, input.userProfile)

    const { enabledVitals } = input.symptomTracking ?? {}
    const petId = await insertPet(tx, {
      ownerId: userId,
      input: { ...input.generalInfo, ...(enabledVitals ? { enabledVitals } : {}) },
      completed: true,
    })
    await saveFirstWeight(tx, { userId, petId, input, now })

    await saveHealthHistory(tx, { userId, petId, input })
    await saveAboutThePet(tx, { userId, petId, input })
    for (const [role, contact] of [
      ['Primary Veterinarian', input.careTeam.primaryVet],
      ['Emergency Contact', input.careTeam.emergencyContact],
    ] as const) {
      if (contact && hasAnyCareTeamField(contact)) await upsertCareTeamContact(tx, { ownerId: userId, petId, role, input: contact })
    }
    const inviteeIds = await saveHouseholdMembers(tx, {
      owner: { id: userId, email: owner.email },
      petIds: [petId],
      members: input.householdMembers.map((member, index) => ({ ...member, field: `householdMembers.${index}.email` })),
    })
    await saveReminders(tx, { userId, petId, input, timeZone: owner.timezone ?? 'UTC', now })
    if (input.notificationTokens.length > 0) {
      await tx
        .insert(userNotificationTokens)
        .values(input.notificationTokens.map((t) => ({ userId, ...t })))
        .onConflictDoNothing()
    }
    // A guest's invitations wait until they have an account (resend from the profile page).
    return { petId, inviteeIds: owner.isAnonymous ? [] : inviteeIds }
  })
}

/**
 * The weight typed during onboarding is the pet's weight and also the first entry of its weight
 * log, so the dashboard and the weight chart show it from the start (the pet's weight follows the
 * newest log entry from then on).
 */
async function saveFirstWeight(
  tx: Tx,
  { userId, petId, input, now }: { userId: string; petId: string; input: OnboardingCompletionParsed; now: Date },
) {
  const { weight, weightUnit } = input.generalInfo
  if (weight == null || !weightUnit) return
  await tx.insert(weightLogs).values({ petId, recordedBy: userId, measuredAt: now, weight, weightUnit })
}

export function profileFields(profile: NonNullable<OnboardingCompletionParsed['userProfile']>) {
  const { fullName, onboardingCompleted: _ignored, ...rest } = profile
  return { ...rest, ...(fullName !== undefined ? { name: fullName } : {}) }
}

async function saveHealthHistory(tx: Tx, { userId, petId, input }: { userId: string; petId: string; input: OnboardingCompletionParsed }) {
  const { conditions, medications: meds } = input.healthHistory
  if (conditions.length > 0) {
    await tx.insert(petHealthConditions).values(conditions.map((c) => ({ ...c, petId, userId })))
  }
  // "twice daily" in the owner's words is a schedule too (scheduleOf, as a vet record's "BID" is):
  // the words stay as written, and the medication gets its next dose and its reminder at once.
  for (const m of meds) {
    const [row] = await tx
      .insert(medications)
      .values({ ...m, ...scheduleColumns(m.frequency ? scheduleOf(m.frequency) : null), petId, userId, source: 'onboarding' })
      .returning({ id: medications.id })
    await syncMedicationReminder(tx, row!.id)
  }
}

/** Diet, behaviour and fun facts: a row only when the owner wrote something (empty fields are dropped). */
async function saveAboutThePet(tx: Tx, { userId, petId, input }: { userId: string; petId: string; input: OnboardingCompletionParsed }) {
  const diet = dropEmptyFields(input.diet ?? {})
  if (Object.keys(diet).length > 0) await tx.insert(petDiet).values({ ...diet, petId, userId })
  // Onboarding asks yes/no questions; they are stored on the behaviour's scales (pet-life-api.ts).
  const behavior = normalizeSection(behaviorFromOnboarding(input.behavior ?? {}), behaviorFields)
  if (!behavior.isEmpty) await tx.insert(petBehavior).values({ ...behaviorColumns(behavior.values), petId, userId })
  const funFacts = dropEmptyFields(input.funFacts ?? {})
  if (Object.keys(funFacts).length > 0) await tx.insert(petFunFacts).values({ ...funFacts, petId, userId })
}

/**
 * Household members are saved only when named. They share the new pets as editors. Someone
 * this owner already invited (same e-mail) simply gets the new pets too; new people with an e-mail
 * are returned so that their invitations go out after the commit. `field` names the e-mail's field
 * in the request, for the message when it is the owner's own.
 */
export async function saveHouseholdMembers(
  tx: Tx,
  {
    owner,
    petIds,
    members,
  }: {
    owner: { id: string; email: string }
    petIds: string[]
    members: { name: string; email?: string | null; relationship?: string | null; phone?: string | null; field: string }[]
  },
) {
  const inviteeIds: string[] = []
  const seen = new Map<string, string>()
  for (const member of members) {
    if (member.name.trim() === '') continue
    const email = member.email || null
    assertNotSelf({ ownerEmail: owner.email, email, field: member.field })
    let memberId = email ? (seen.get(email) ?? (await findActiveMemberId({ db: tx, ownerId: owner.id, email }))) : undefined
    if (!memberId) {
      const [row] = await tx
        .insert(householdMembers)
        .values({ userId: owner.id, name: member.name, email, relationship: member.relationship ?? null, phone: member.phone ?? null })
        .returning({ id: householdMembers.id })
      memberId = row!.id
      if (email) inviteeIds.push(memberId)
    }
    if (email) seen.set(email, memberId)
    for (const petId of petIds) await tx.insert(householdMemberPets).values({ memberId, petId }).onConflictDoNothing()
  }
  return inviteeIds
}

async function saveReminders(
  tx: Tx,
  args: { userId: string; petId: string; input: OnboardingCompletionParsed; timeZone: string; now: Date },
) {
  const { userId, petId, input, timeZone, now } = args
  const today = localToday(timeZone, now)
  const rows = input.reminderPreferences.flatMap((preference) =>
    expandReminderPreference(preference, { today, timeZone, petName: input.generalInfo.name, now }),
  )
  if (rows.length > 0) await tx.insert(reminders).values(rows.map((row) => ({ ...row, userId, petId })))
}

/**
 * The owner's profile fields from the form (if sent) and onboarding_completed, written in the
 * caller's transaction; both wizards start their save here. The session's user must still exist;
 * otherwise the owner is told 'Missing user_id'.
 */
export async function markOnboardingComplete(tx: Tx, userId: string, userProfile: Parameters<typeof profileFields>[0] | null | undefined) {
  const [owner] = await tx
    .update(users)
    .set({ ...(userProfile ? profileFields(userProfile) : {}), onboardingCompleted: true })
    .where(eq(users.id, userId))
    .returning({ timezone: users.timezone, email: users.email, isAnonymous: users.isAnonymous })
  if (!owner) throw new AppError('UNAUTHENTICATED', onboardingMessages.missingUserId)
  return owner
}
