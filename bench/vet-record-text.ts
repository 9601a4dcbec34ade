// How long reading a vet's record takes, per page, and what the parser finds in the OCR'd photo.
// `npm run vet-record-text -w @pawpulse/bench` (runs with tsx: the module is TypeScript).
// The files are the test fixtures: a 10-page PDF with a text layer, a phone photo (tilted 2°,
// blurred, JPEG), a 3-page scanned PDF of that photo and a 1-bit scan of it. The tesseract worker's start is timed apart.
import sharp from 'sharp'
import { parseVetRecord } from '@pawpulse/domain/vet-record-parser'
import type { ExtractedVetRecord } from '@pawpulse/domain/vet-record'
import { closeOcr } from '../apps/server/src/features/vet-records/ocr.ts'
import { extractText } from '../apps/server/src/features/vet-records/text-extraction.ts'
import { bilevelScannedPdf, recordPhoto, scannedPdf, textPdf, US_RECORD } from '../apps/server/test/fixtures/vet-records.ts'

const ms = (from: number) => performance.now() - from
const round = (value: number) => Math.round(value)

async function timed(label: string, bytes: Uint8Array, pages: number, runs = 3) {
  const times: number[] = []
  let result
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    result = await extractText({ bytes })
    times.push(ms(started) / pages)
  }
  times.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(38)} ${pages} page(s), ${runs} runs: median ${round(times[runs >> 1]!)} ms/page, worst ${round(times.at(-1)!)} ms/page`,
  )
  return result!
}

/** The fields the owner reviews, as comparable strings. */
function fields(record: ExtractedVetRecord): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, field] of Object.entries(record.pet)) if (field) found.set(`pet.${key}`, JSON.stringify(field.value))
  record.weights.forEach((weight, i) => found.set(`weight ${i + 1}`, JSON.stringify(weight.value)))
  for (const { value } of record.vaccinations)
    found.set(`vaccination ${value.vaccineKey}`, JSON.stringify([value.givenOn, value.nextDueOn, value.batchNumber]))
  for (const { value } of record.medications)
    found.set(`medication ${value.name}`, JSON.stringify([value.dose, value.route, value.schedule]))
  for (const { value } of record.conditions) found.set(`condition ${value.condition}`, value.condition)
  for (const { value } of record.allergies) found.set(`allergy ${value.toLowerCase()}`, value.toLowerCase())
  for (const [key, field] of Object.entries(record.clinic)) if (field) found.set(`clinic.${key}`, JSON.stringify(field.value))
  return found
}

const textLayerPdf = await textPdf(10)
const photo = await recordPhoto()
const scan = await scannedPdf(photo, 3)

await timed('PDF, text layer', textLayerPdf, 10, 5)
const started = performance.now()
await extractText({ bytes: photo }) // the worker starts on first use
console.log(`${'first OCR page (worker start included)'.padEnd(38)} ${round(ms(started))} ms`)
const { width, height } = await sharp(photo).metadata()
const { pages } = await timed(`photo (JPEG ${width}×${height}, 2°, soft)`, photo, 1)
await timed('scanned PDF (JPEG pages)', scan, 3)
await timed('scanned PDF (1-bit page)', await bilevelScannedPdf(photo), 1)
await closeOcr()

const truth = fields(parseVetRecord(US_RECORD, { country: 'US' }))
const read = fields(parseVetRecord(pages[0]!.text, { country: 'US' }))
const hits = [...truth].filter(([key, value]) => read.get(key) === value).map(([key]) => key)
const misses = [...truth.keys()].filter((key) => !hits.includes(key))
const extra = [...read.keys()].filter((key) => !truth.has(key))
console.log(`\nOCR confidence ${pages[0]!.confidence}; parser fields from the photo equal to the text's: ${hits.length} of ${truth.size}`)
console.log(`missed or different: ${misses.join(', ') || 'none'}`)
console.log(`found only in the photo: ${extra.join(', ') || 'none'}`)
