import type { SymptomLogView } from '@pawpulse/domain/symptom-api'
import { cibdaiTotal, faecalScoreDescription, interpretCibdai, type IbdSymptoms } from '@pawpulse/domain/symptoms'
import type { symptomLogs } from '#server/db/schema.ts'

/** A log as the API answers it; IBD logs carry the CIBDAI total and its meaning (docs/product/veterinary.md#cibdai). */
export function toSymptomLog(row: typeof symptomLogs.$inferSelect): SymptomLogView {
  const ibd = row.conditionId === 'ibd' ? (row.symptoms as IbdSymptoms) : null
  const total = ibd ? cibdaiTotal(ibd.cibdai) : null
  return {
    id: row.id,
    petId: row.petId,
    conditionId: row.conditionId,
    loggedAt: row.loggedAt.toISOString(),
    symptoms: row.symptoms,
    notes: row.notes,
    cibdai: total === null ? null : { total, ...interpretCibdai(total) },
    faecalScoreText: ibd ? faecalScoreDescription(ibd.faecalScore) : null,
    recordedBy: row.recordedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
