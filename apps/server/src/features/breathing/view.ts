import { breathingMethods } from '@pawpulse/domain/breathing'
import type { BreathingLogView } from '@pawpulse/domain/breathing-api'
import type { breathingRateLogs } from '#server/db/schema.ts'

export function toBreathingLog(row: typeof breathingRateLogs.$inferSelect): BreathingLogView {
  return {
    id: row.id,
    petId: row.petId,
    measuredAt: row.measuredAt.toISOString(),
    breathCount: row.breathCount,
    durationSeconds: row.durationSeconds,
    breathsPerMinute: row.breathsPerMinute,
    context: row.context === 'resting' ? 'resting' : 'sleeping',
    method: breathingMethods.find((method) => method === row.method) ?? 'counter',
    confidence: row.confidence,
    notes: row.notes,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
