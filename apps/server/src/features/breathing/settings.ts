import { DEFAULT_ALERT_THRESHOLD } from '@pawpulse/domain/breathing'
import type { BreathingSettingsView } from '@pawpulse/domain/breathing-api'
import type { BreathingSettings } from '@pawpulse/domain/breathing-input'
import { eq, sql } from 'drizzle-orm'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Tx } from '#server/db/client.ts'
import { breathingSettings } from '#server/db/schema.ts'

/**
 * The pet's settings, or the defaults (30/min, a 30 s count) while none are saved
 * (docs/product/breathing.md#settings-and-thresholds).
 */
export async function loadBreathingSettings(db: Tx, petId: string): Promise<BreathingSettingsView> {
  const [row] = await db.select().from(breathingSettings).where(eq(breathingSettings.petId, petId))
  if (!row) return { alertThreshold: DEFAULT_ALERT_THRESHOLD, defaultDurationSeconds: 30, isCustom: false }
  return { alertThreshold: row.alertThreshold, defaultDurationSeconds: toDuration(row.defaultDurationSeconds), isCustom: true }
}

export async function getBreathingSettings({ db, petId }: PetScope) {
  return loadBreathingSettings(db, petId)
}

/** One row per pet, upserted. */
export async function saveBreathingSettings({ db, petId }: PetScope, input: BreathingSettings) {
  const values = { alertThreshold: input.alertThreshold, defaultDurationSeconds: input.defaultDurationSeconds }
  await db
    .insert(breathingSettings)
    .values({ petId, ...values })
    .onConflictDoUpdate({ target: breathingSettings.petId, set: { ...values, updatedAt: sql`now()` } })
  return loadBreathingSettings(db, petId)
}

function toDuration(seconds: number): 15 | 30 | 60 {
  return seconds === 15 || seconds === 60 ? seconds : 30
}
