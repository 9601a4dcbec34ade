import { breathingAlertText } from '@pawpulse/domain/breathing-alert'
import type { BreathingLogResult } from '@pawpulse/domain/breathing-api'
import { eq } from 'drizzle-orm'
import { alertPetCarers } from '#server/core/household-alerts.ts'
import type { Tx } from '#server/db/client.ts'
import { pets } from '#server/db/schema.ts'

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
  { recordedBy, timeZone, now = new Date() }: { recordedBy: string | null; timeZone: string; now?: Date },
) {
  const [pet] = await tx.select({ name: pets.name }).from(pets).where(eq(pets.id, log.petId))
  const { isUrgent, ...text } = breathingAlertText({
    petName: pet?.name ?? 'Your pet',
    rate: log.breathsPerMinute,
    context: log.context,
    recordedBy,
    vet: primaryVet,
    measuredAt: log.measuredAt,
    timeZone,
    baseline: baseline?.rate ?? null,
    savedAt: now,
  })
  return alertPetCarers(tx, { petId: log.petId, kind: isUrgent ? 'breathing_alert' : 'breathing_note', ...text }, now)
}
