// Urgent alerts to everyone who looks after a pet (docs/product/reminders.md#urgent-breathing-alerts).
// They are written by the feature that notices the emergency, inside its own transaction, so an
// alert exists exactly when the record that caused it does; the reminders' sender delivers them.
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { householdMemberPets, householdMembers, notificationDeliveries, notifications, pets, users } from '../db/schema'
import { userChannels } from './notification-channels'

/**
 * Everyone with access to the pet today: its owner and each household member with an account whose
 * membership is active and shares this pet (the same rule as pet-access.ts). Invited and revoked
 * members are not told; a person appears once however many memberships they have.
 */
export async function petCarers(tx: Tx, petId: string) {
  const members = tx
    .select({ id: householdMembers.memberUserId })
    .from(householdMembers)
    .innerJoin(householdMemberPets, eq(householdMemberPets.memberId, householdMembers.id))
    .where(and(eq(householdMemberPets.petId, petId), eq(householdMembers.status, 'active'), isNotNull(householdMembers.memberUserId)))
  const owner = tx.select({ id: pets.userId }).from(pets).where(eq(pets.id, petId))
  return tx
    .select({
      id: users.id,
      isAnonymous: users.isAnonymous,
      preferredNotificationMethods: users.preferredNotificationMethods,
    })
    .from(users)
    .where(or(inArray(users.id, owner), inArray(users.id, members)))
    .orderBy(users.id)
}

export interface UrgentAlert {
  petId: string
  /** An urgent alert, or an ordinary message (a "contact your vet" count entered long after it was taken). */
  kind: 'breathing_alert' | 'breathing_note'
  title: string
  body: string
}

/**
 * One inbox entry per carer and, for an urgent alert, a delivery on each of their channels due
 * now: urgent alerts ignore quiet hours and muted reminder categories. A message is the inbox
 * entry only. Returns who was told.
 */
export async function alertPetCarers(tx: Tx, alert: UrgentAlert, now = new Date()): Promise<string[]> {
  const carers = await petCarers(tx, alert.petId)
  if (carers.length === 0) return []
  const entries = await tx
    .insert(notifications)
    .values(
      carers.map((c) => ({ userId: c.id, petId: alert.petId, occurrenceId: null, kind: alert.kind, title: alert.title, body: alert.body })),
    )
    .returning({ id: notifications.id, userId: notifications.userId })
  const entryOf = new Map(entries.map((e) => [e.userId, e.id]))
  if (alert.kind !== 'breathing_alert') return carers.map((c) => c.id)
  const sends = carers.flatMap((c) =>
    userChannels(c).map((channel) => ({ notificationId: entryOf.get(c.id)!, userId: c.id, channel, round: 1, deliverAfter: now })),
  )
  if (sends.length > 0) await tx.insert(notificationDeliveries).values(sends)
  return carers.map((c) => c.id)
}
