import { breathingAlertText } from '@pawpulse/domain/breathing-alert'
import type { BreathingLogResult } from '@pawpulse/domain/breathing-api'
import { eq } from 'drizzle-orm'
import { alertPetCarers } from '#server/core/household-alerts.ts'
import type { Tx } from '#server/db/client.ts'
import { pets } from '#server/db/schema.ts'

/**
 * A count that means "contact your vet": the owner and every active household member of the pet
 * get an urgent inbox entry and their e-mail at once, quiet hours or not, naming the vet to call.
 * Only new counts alert; correcting an old count does not wake the household again.
 */
export async function alertHousehold(tx: Tx, { log, primaryVet }: BreathingLogResult, recordedBy: string | null) {
  const [pet] = await tx.select({ name: pets.name }).from(pets).where(eq(pets.id, log.petId))
  const text = breathingAlertText({
    petName: pet?.name ?? 'Your pet',
    rate: log.breathsPerMinute,
    context: log.context,
    recordedBy,
    vet: primaryVet,
  })
  return alertPetCarers(tx, { petId: log.petId, kind: 'breathing_alert', ...text })
}
