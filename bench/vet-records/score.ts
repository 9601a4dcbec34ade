// How well Pawpulse reads vets' records (goals in bench/README.md): every record generate.ts
// wrote (NNN-layout.pdf / .jpg beside its NNN-layout.json truth) goes through the server's
// extractText and the domain's parseVetRecord, and what the parser found is compared with the
// truth field by field. Prints precision, recall and F1 per field and overall, for text PDFs and
// photos apart, and the time per page.
//
//   npx tsx bench/vet-records/score.ts [DIR] [--check] [--verbose] [--text] [--only pdf|jpg] [--json FILE]
//
// DIR defaults to the committed fixtures. --check exits 1 when overall F1 is below the goals
// (0.95 on text PDFs, 0.85 on photos). --json writes { passed, failed, goals, fields } for CI,
// one entry per goal. --verbose prints every miss and every extra value; --text the text read.
//
// Matching: text ignores case, spaces and trailing punctuation; a vet's name ignores 'Dr.' and
// post-nominals; phones compare their digits, addresses their letters and digits; dates and keys
// are exact; a weight is within 0.05 in the same unit and on the same date; a vaccination is its
// key, given and due dates; a medication its name, dose (a decimal comma is a point), route and
// schedule; a condition its key (a condition off the list: the printed words, one containing the
// other); an allergy its words.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { parseVetRecord } from '@pawpulse/domain/vet-record-parser'
import type { ExtractedVetRecord } from '@pawpulse/domain/vet-record'
import { closeOcr } from '../../apps/server/src/features/vet-records/ocr.ts'
import { extractText } from '../../apps/server/src/features/vet-records/text-extraction.ts'
import type { Truth } from './generate.ts'

export const GOALS = { pdf: 0.95, jpg: 0.85 } as const
type Kind = keyof typeof GOALS
const KIND_NAMES: Record<Kind, string> = { pdf: 'text PDFs', jpg: 'photos' }

interface Count {
  tp: number
  fp: number
  fn: number
}

const text = (value: unknown) =>
  String(value ?? '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:]+$/, '')
    .trim()
const vetName = (value: unknown) =>
  text(value)
    .replace(/^(dr\.? med\. vet\.?|drs?\.?)\s+/, '')
    .replace(/,.*$/, '')
    .replace(/\s+(dvm|vmd|bvsc|bvms|bvm&s|mrcvs)\b.*$/, '')
    .trim()
const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '')
const alnum = (value: unknown) => text(value).replace(/[^\p{L}\p{N}]/gu, '')
const dose = (value: unknown) => text(value).replace(/\s/g, '').replace(',', '.').replace(/s$/, '')

const SCALARS: { field: string; truth: (t: Truth) => unknown; read: (r: ExtractedVetRecord) => unknown; same: (a: unknown) => unknown }[] =
  [
    { field: 'pet.name', truth: (t) => t.pet.name, read: (r) => r.pet.name?.value, same: text },
    { field: 'pet.species', truth: (t) => t.pet.species, read: (r) => r.pet.species?.value, same: text },
    { field: 'pet.breed', truth: (t) => t.pet.breed, read: (r) => r.pet.breed?.value, same: text },
    { field: 'pet.sex', truth: (t) => t.pet.sex, read: (r) => r.pet.sex?.value, same: text },
    { field: 'pet.neutered', truth: (t) => t.pet.neutered, read: (r) => r.pet.neutered?.value, same: String },
    { field: 'pet.dateOfBirth', truth: (t) => t.pet.dateOfBirth, read: (r) => r.pet.dateOfBirth?.value, same: String },
    { field: 'pet.microchip', truth: (t) => t.pet.microchip, read: (r) => r.pet.microchip?.value, same: alnum },
    { field: 'pet.colour', truth: (t) => t.pet.colour, read: (r) => r.pet.colour?.value, same: text },
    { field: 'clinic.name', truth: (t) => t.clinic.name, read: (r) => r.clinic.name?.value, same: text },
    { field: 'clinic.vet', truth: (t) => t.clinic.vet, read: (r) => r.clinic.vet?.value, same: vetName },
    { field: 'clinic.phone', truth: (t) => t.clinic.phone, read: (r) => r.clinic.phone?.value, same: digits },
    { field: 'clinic.email', truth: (t) => t.clinic.email, read: (r) => r.clinic.email?.value, same: text },
    { field: 'clinic.address', truth: (t) => t.clinic.address, read: (r) => r.clinic.address?.value, same: alnum },
  ]

interface ListField {
  field: string
  truth: (t: Truth) => unknown[]
  read: (r: ExtractedVetRecord) => unknown[]
  match: (t: unknown, r: unknown) => boolean
}
function listField<T, R>(
  field: string,
  truth: (t: Truth) => T[],
  read: (r: ExtractedVetRecord) => R[],
  match: (t: T, r: R) => boolean,
): ListField {
  return { field, truth, read, match: (t, r) => match(t as T, r as R) }
}
const LISTS: ListField[] = [
  listField(
    'weights',
    (t) => t.weights,
    (r) => r.weights.map((w) => w.value),
    (t, r) => t.unit === r.unit && Math.abs(t.value - r.value) <= 0.05 + 1e-9 && t.date === r.date,
  ),
  listField(
    'vaccinations',
    (t) => t.vaccinations,
    (r) => r.vaccinations.map((v) => v.value),
    (t, r) => t.vaccineKey === r.vaccineKey && t.givenOn === r.givenOn && t.nextDueOn === r.nextDueOn,
  ),
  listField(
    'medications',
    (t) => t.medications,
    (r) => r.medications.map((m) => m.value),
    (t, r) =>
      text(t.name) === text(r.name) &&
      dose(t.dose) === dose(r.dose) &&
      t.route === r.route &&
      JSON.stringify(t.schedule) === JSON.stringify(r.schedule),
  ),
  listField(
    'conditions',
    (t) => t.conditions,
    (r) => r.conditions.map((c) => c.value),
    (t, r) =>
      t.condition === r.condition &&
      (t.condition !== 'other' || text(r.text).includes(text(t.text)) || text(t.text).includes(text(r.text))),
  ),
  listField(
    'allergies',
    (t) => t.allergies,
    (r) => r.allergies.map((a) => a.value),
    (t, r) => text(t) === text(r),
  ),
]
export const FIELDS = [...SCALARS.map((s) => s.field), ...LISTS.map((l) => l.field)]

/** Compares one record: counts per field, and what was missed or extra (for --verbose). */
export function compare(truth: Truth, read: ExtractedVetRecord): { counts: Map<string, Count>; notes: string[] } {
  const counts = new Map<string, Count>()
  const notes: string[] = []
  const count = (field: string) => counts.get(field) ?? counts.set(field, { tp: 0, fp: 0, fn: 0 }).get(field)!
  for (const { field, truth: want, read: got, same } of SCALARS) {
    const [expected, found] = [want(truth), got(read)]
    const c = count(field)
    if (expected != null && found != null && same(expected) === same(found)) c.tp++
    else {
      if (expected != null) c.fn++
      if (found != null) c.fp++
      if (expected != null || found != null) notes.push(`${field}: want ${JSON.stringify(expected)}, got ${JSON.stringify(found)}`)
    }
  }
  for (const { field, truth: want, read: got, match } of LISTS) {
    const c = count(field)
    const left = [...got(read)]
    for (const expected of want(truth)) {
      const at = left.findIndex((found) => match(expected, found))
      if (at >= 0) {
        c.tp++
        left.splice(at, 1)
      } else {
        c.fn++
        notes.push(`${field}: missed ${JSON.stringify(expected)}`)
      }
    }
    c.fp += left.length
    for (const found of left) notes.push(`${field}: extra ${JSON.stringify(found)}`)
  }
  return { counts, notes }
}

export const f1 = ({ tp, fp, fn }: Count) => {
  const precision = tp + fp ? tp / (tp + fp) : 1
  const recall = tp + fn ? tp / (tp + fn) : 1
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      check: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      text: { type: 'boolean', default: false },
      only: { type: 'string' },
      json: { type: 'string' },
    },
  })
  const dir = positionals[0] ?? join(import.meta.dirname, 'fixtures')
  const kinds = (values.only ? [values.only] : ['pdf', 'jpg']) as Kind[]
  const truths = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as Truth)

  const totals = new Map<Kind, Map<string, Count>>()
  const times = new Map<Kind, number[]>()
  const files = new Map<Kind, number>()
  for (const truth of truths) {
    for (const kind of kinds) {
      const path = join(dir, `${truth.id}.${kind}`)
      if (!existsSync(path)) continue
      const started = performance.now()
      const { pages } = await extractText({ bytes: readFileSync(path) })
      const elapsed = performance.now() - started
      // The tesseract worker's start is part of the first photo: counted, as a CI run pays it too.
      times.set(kind, [...(times.get(kind) ?? []), ...pages.map(() => elapsed / pages.length)])
      files.set(kind, (files.get(kind) ?? 0) + 1)
      if (values.text) console.log(`----- ${truth.id}.${kind}\n${pages.map((page) => page.text).join('\n\n')}`)
      const read = parseVetRecord(pages.map((page) => page.text).join('\n\n'), { country: truth.country })
      const { counts, notes } = compare(truth, read)
      const total = totals.get(kind) ?? totals.set(kind, new Map()).get(kind)!
      for (const [field, c] of counts) {
        const t = total.get(field) ?? total.set(field, { tp: 0, fp: 0, fn: 0 }).get(field)!
        t.tp += c.tp
        t.fp += c.fp
        t.fn += c.fn
      }
      if (values.verbose && notes.length) console.log(`${truth.id}.${kind} (${truth.country}):\n  ${notes.join('\n  ')}`)
    }
  }
  await closeOcr()

  const fmt = (n: number) => n.toFixed(2)
  const results: { kind: Kind; f1: number; goal: number; met: boolean }[] = []
  console.log(`\n${'field'.padEnd(18)}${kinds.map((k) => `${KIND_NAMES[k]}: P / R / F1 (tp fp fn)`.padEnd(42)).join('')}`)
  for (const field of FIELDS) {
    const cells = kinds.map((kind) => {
      const c = totals.get(kind)?.get(field) ?? { tp: 0, fp: 0, fn: 0 }
      const s = f1(c)
      return `${fmt(s.precision)} / ${fmt(s.recall)} / ${fmt(s.f1)} (${c.tp} ${c.fp} ${c.fn})`.padEnd(42)
    })
    console.log(`${field.padEnd(18)}${cells.join('')}`)
  }
  for (const kind of kinds.filter((k) => files.get(k))) {
    const all = [...(totals.get(kind)?.values() ?? [])].reduce((a, c) => ({ tp: a.tp + c.tp, fp: a.fp + c.fp, fn: a.fn + c.fn }), {
      tp: 0,
      fp: 0,
      fn: 0,
    })
    const s = f1(all)
    const pageTimes = [...(times.get(kind) ?? [])].sort((a, b) => a - b)
    const median = pageTimes[pageTimes.length >> 1] ?? 0
    const mean = pageTimes.reduce((a, b) => a + b, 0) / (pageTimes.length || 1)
    const met = s.f1 >= GOALS[kind]
    results.push({ kind, f1: s.f1, goal: GOALS[kind], met })
    console.log(
      `overall, ${KIND_NAMES[kind]} (${files.get(kind) ?? 0} files, ${pageTimes.length} pages): precision ${fmt(s.precision)}, recall ${fmt(s.recall)}, ` +
        `F1 ${s.f1.toFixed(3)} — goal ${GOALS[kind]}: ${met ? 'met' : 'NOT met'}; ` +
        `time per page median ${Math.round(median)} ms, mean ${Math.round(mean)} ms, worst ${Math.round(pageTimes.at(-1) ?? 0)} ms`,
    )
  }
  const passed = results.filter((r) => r.met).length
  const failed = results.length - passed
  if (values.json) writeFileSync(values.json, JSON.stringify({ passed, failed, goals: results }, null, 2))
  console.log(`vet-record accuracy: ${passed} passed, ${failed} failed`)
  if (values.check && failed > 0) process.exitCode = 1
}

await main()
