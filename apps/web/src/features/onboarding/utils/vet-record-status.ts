import type { VetRecordFile } from '@pawpulse/domain/vet-record-api'
import type { ExtractedVetRecord } from '@pawpulse/domain/vet-record'

/** How many values the reader found in a record: each field of the pet and clinic, each list entry. */
export function countFoundFields(record: ExtractedVetRecord): number {
  const singles = [...Object.values(record.pet), ...Object.values(record.clinic)].filter(Boolean).length
  return (
    singles +
    record.weights.length +
    record.vaccinations.length +
    record.medications.length +
    record.conditions.length +
    record.allergies.length
  )
}

/** A record's state in words, for its row in step 4. */
export function vetRecordStatusText(record: VetRecordFile): string {
  switch (record.status) {
    case 'queued':
      return 'Waiting to be read'
    case 'reading':
      return record.progress ? `Reading page ${record.progress.page} of ${record.progress.pages}` : 'Reading'
    case 'done': {
      const found = record.record ? countFoundFields(record.record) : 0
      return found === 0 ? 'Read: nothing was found in it' : `Read: ${found} ${found === 1 ? 'field' : 'fields'} found`
    }
    case 'failed':
      return record.error ?? 'This file could not be read.'
  }
}
