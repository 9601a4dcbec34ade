// Several of a pet's records become one proposal for the wizard's review
// (docs/product/vet-records.md#several-records): a single field keeps the value read with the
// highest confidence; lists are joined, and an entry two records share is kept once.
import type { Extracted, ExtractedVetRecord } from './vet-record'

type Maybe<T> = Extracted<T> | null

/** The value read with the highest confidence; on a tie the earlier record's. */
function mostConfident<T>(values: readonly Maybe<T>[]): Maybe<T> {
  let best: Maybe<T> = null
  for (const value of values) if (value && (!best || value.confidence > best.confidence)) best = value
  return best
}

/** Joins lists; entries with the same key are one entry, the more confident reading kept. */
function joinUnique<T>(lists: readonly (readonly Extracted<T>[])[], keyOf: (value: T) => string): Extracted<T>[] {
  const byKey = new Map<string, Extracted<T>>()
  for (const item of lists.flat()) {
    const key = keyOf(item.value)
    const kept = byKey.get(key)
    if (!kept || item.confidence > kept.confidence) byKey.set(key, item)
  }
  return [...byKey.values()]
}

const fold = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/** An empty record: what the review starts from when no record was read. */
export function emptyVetRecord(): ExtractedVetRecord {
  return {
    pet: {
      name: null,
      species: null,
      breed: null,
      sex: null,
      neutered: null,
      dateOfBirth: null,
      ageYears: null,
      colour: null,
      microchip: null,
    },
    weights: [],
    vaccinations: [],
    medications: [],
    conditions: [],
    allergies: [],
    clinic: { name: null, vet: null, phone: null, email: null, address: null },
  }
}

export function mergeVetRecords(records: readonly ExtractedVetRecord[]): ExtractedVetRecord {
  const empty = emptyVetRecord()
  const pick = <G extends 'pet' | 'clinic'>(group: G) =>
    Object.fromEntries(
      Object.keys(empty[group]).map((field) => [
        field,
        mostConfident(records.map((record) => (record[group] as Record<string, Maybe<unknown>>)[field] ?? null)),
      ]),
    ) as ExtractedVetRecord[G]
  return {
    pet: pick('pet'),
    clinic: pick('clinic'),
    // The same vaccine given on the same day is one vaccination, whatever the record called it.
    vaccinations: joinUnique(
      records.map((record) => record.vaccinations),
      (v) => `${v.vaccineKey ?? fold(v.name)}|${v.givenOn ?? ''}`,
    ),
    medications: joinUnique(
      records.map((record) => record.medications),
      (m) => fold(m.name),
    ),
    // 'other' is a diagnosis kept in the vet's words: two different words are two conditions.
    conditions: joinUnique(
      records.map((record) => record.conditions),
      (c) => (c.condition === 'other' ? `other|${fold(c.text)}` : c.condition),
    ),
    weights: joinUnique(
      records.map((record) => record.weights),
      (w) => `${w.value}${w.unit}|${w.date ?? ''}`,
    ),
    allergies: joinUnique(
      records.map((record) => record.allergies),
      fold,
    ),
  }
}
