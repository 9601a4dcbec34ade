import { breathingAlertText } from '@pawpulse/domain/breathing-alert'
import type { BreathingLogResult } from '@pawpulse/domain/breathing-api'
import { safeTimeZone } from '@pawpulse/domain/time-zone'
import { eq } from 'drizzle-orm'
import { alertPetCarers } from '#server/core/household-alerts.ts'
import type { Tx } from '#server/db/client.ts'
import { pets, users } from '#server/db/schema.ts'

/**
 * A count that means "contact your vet": the owner and every active household member of the pet
 * get an urgent inbox entry and their e-mail at once, quiet hours or not, naming the vet to call,
 * when the count was taken (on the owner's clock) and why. A count taken more than 12 hours before
 * it was saved (isRecentCount) gets an ordinary inbox message instead: no e-mail, no push, no
 * alarm. Only new counts alert; correcting an old count does not wake the household again.
 */
export async function alertHousehold(
  tx: Tx,
  { log, primaryVet, baseline }: BreathingLogResult,
  { recordedBy, now = new Date() }: { recordedBy: string | null; now?: Date },
) {
  // The time is told on the pet owner's clock, whoever in the household counted.
  const [pet] = await tx
    .select({ name: pets.name, timeZone: users.timezone })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.userId))
    .where(eq(pets.id, log.petId))
  const { isUrgent, ...text } = breathingAlertText({
    petName: pet?.name ?? 'Your pet',
    rate: log.breathsPerMinute,
    context: log.context,
    recordedBy,
    vet: primaryVet,
    measuredAt: log.measuredAt,
    timeZone: safeTimeZone(pet?.timeZone),
    baseline: baseline?.rate ?? null,
    savedAt: now,
  })
  return alertPetCarers(tx, { petId: log.petId, kind: isUrgent ? 'breathing_alert' : 'breathing_note', ...text }, now)
}
