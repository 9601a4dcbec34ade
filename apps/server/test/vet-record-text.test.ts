import { parseVetRecord } from '@pawpulse/domain/vet-record-parser'
import { VET_RECORD_FILE_MESSAGES } from '@pawpulse/domain/vet-record-files'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeOcr, ocrWork, tidyOcrText } from '#server/features/vet-records/ocr.ts'
import { extractText, type ExtractionProgress } from '#server/features/vet-records/text-extraction.ts'
import { estimateSkewDegrees } from '#server/features/vet-records/deskew.ts'
import { linesFromRuns } from '#server/features/vet-records/text-lines.ts'
import { bilevelScannedPdf, pdf, recordPhoto, scannedPdf, textPdf } from './fixtures/vet-records'

// The files are made by fixtures/vet-records.ts. OCR takes seconds a page on a busy machine:
// generous time-outs, no timing assertions (the figures are in bench/README.md).

function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => expect.fail('not refused'),
    (error: { code?: string; message: string }) => ({ code: error.code, message: error.message }),
  )
}

afterAll(() => closeOcr())

describe('linesFromRuns', () => {
  const run = (text: string, x: number, y: number, width = text.length * 5) => ({ text, x, y, width, size: 10 })

  it('joins runs on one baseline left to right; a column gap is two spaces, a word gap one', () => {
    expect(
      linesFromRuns([
        run('11/02/2024', 150, 700),
        run('DA2PP', 50, 700.4),
        run('Vaccine', 50, 714),
        run('Given', 150, 714),
        run('x', 78, 700.2),
      ]),
    ).toEqual(['Vaccine  Given', 'DA2PP x  11/02/2024'])
  })

  it('keeps the text layer’s own spaces and drops whitespace-only runs', () => {
    expect(linesFromRuns([run('Patient: ', 50, 700), run(' ', 95, 700, 60), run('Biscuit', 100, 700)])).toEqual(['Patient: Biscuit'])
  })
})

describe('extractText: a PDF with a text layer', () => {
  let pages: Awaited<ReturnType<typeof extractText>>['pages']
  const progress: ExtractionProgress[] = []

  beforeAll(async () => {
    const bytes = await textPdf()
    ;({ pages } = await extractText({ bytes, contentType: 'application/pdf' }, { onProgress: (event) => progress.push(event) }))
  })

  it('reads the page from its text layer, line by line, with the table’s columns apart', () => {
    expect(pages).toHaveLength(1)
    expect(pages[0]).toMatchObject({ number: 1, source: 'text-layer', confidence: null })
    const lines = pages[0]!.text.split('\n')
    expect(lines).toContain('Patient: Biscuit  Species: Canine')
    expect(lines).toContain('DA2PP  11/02/2024  11/02/2027  A123B')
    expect(progress).toEqual([{ stage: 'reading', page: 1, pages: 1 }])
  })

  it('reports each page of a longer PDF before reading it', async () => {
    const progress: ExtractionProgress[] = []
    const { pages: read } = await extractText({ bytes: await textPdf(3) }, { onProgress: (event) => progress.push(event) })
    expect(read.map(({ number, source }) => [number, source])).toEqual([
      [1, 'text-layer'],
      [2, 'text-layer'],
      [3, 'text-layer'],
    ])
    expect(progress).toEqual([1, 2, 3].map((page) => ({ stage: 'reading', page, pages: 3 })))
  })

  it('gives the parser what the owner will review: the pet, vaccinations with dates, medications', () => {
    const record = parseVetRecord(pages[0]!.text, { country: 'US' })
    expect(record.pet.name?.value).toBe('Biscuit')
    expect(record.pet.microchip?.value).toBe('985141000123456')
    expect(record.vaccinations.map(({ value }) => [value.vaccineKey, value.givenOn, value.nextDueOn])).toEqual([
      ['dapp', '2024-11-02', '2027-11-02'],
      ['rabies', '2024-11-02', '2027-11-02'],
      ['leptospirosis', '2024-11-02', '2025-11-02'],
      ['bordetella', '2024-05-15', '2025-05-15'],
    ])
    expect(record.medications.map(({ value }) => [value.name, value.dose, value.schedule])).toEqual([
      ['Pimobendan', '5 mg', { frequency: 'twice_daily' }],
      ['Furosemide', '12.5 mg', { frequency: 'twice_daily' }],
      ['Apoquel', '5.4 mg', { frequency: 'as_needed' }],
      ['Surolan ear drops', '5 drops', { frequency: 'twice_daily' }],
    ])
    expect(record.conditions.map(({ value }) => value.condition)).toContain('mvd')
  })
})

describe('extractText: a phone photo and a scanned PDF (OCR)', () => {
  let photo: Buffer
  beforeAll(async () => {
    photo = await recordPhoto()
  })

  it('finds the photo’s tilt', async () => {
    const { data, info } = await sharp(photo).greyscale().normalise().raw().toBuffer({ resolveWithObject: true })
    expect(Math.abs(estimateSkewDegrees(data, info.width, info.height) - 2)).toBeLessThanOrEqual(0.3)
  })

  it(
    'reads a tilted, blurred JPEG well enough for the parser to find the pet, the chip and the vaccinations',
    { timeout: 120_000 },
    async () => {
      const progress: ExtractionProgress[] = []
      const { pages } = await extractText({ bytes: photo, contentType: 'image/jpeg' }, { onProgress: (event) => progress.push(event) })
      expect(progress).toEqual([{ stage: 'reading', page: 1, pages: 1 }])
      expect(pages).toHaveLength(1)
      expect(pages[0]).toMatchObject({ number: 1, source: 'ocr' })
      expect(pages[0]!.confidence).toBeGreaterThan(0.6)
      const record = parseVetRecord(pages[0]!.text, { country: 'US' })
      expect(record.pet.name?.value).toBe('Biscuit')
      expect(record.pet.species?.value).toBe('dog')
      expect(record.pet.microchip?.value).toBe('985141000123456')
      const vaccines = record.vaccinations.map(({ value }) => value)
      expect(vaccines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ vaccineKey: 'dapp', givenOn: '2024-11-02', nextDueOn: '2027-11-02' }),
          expect.objectContaining({ vaccineKey: 'rabies', givenOn: '2024-11-02', nextDueOn: '2027-11-02' }),
        ]),
      )
      expect(record.medications.map(({ value }) => value.name)).toEqual(expect.arrayContaining(['Pimobendan', 'Furosemide']))
    },
  )

  it('reads scanned PDFs by OCR, a colour scan (JPEG page) and a 1-bit scan, one page at a time', { timeout: 180_000 }, async () => {
    // Both at once, as two owners' uploads would be: the pages queue for the one worker.
    const results = await Promise.all([scannedPdf(photo), bilevelScannedPdf(photo)].map(async (scan) => extractText({ bytes: await scan })))
    expect(ocrWork.maxRunning).toBe(1)
    for (const { pages } of results) {
      expect(pages).toHaveLength(1)
      expect(pages[0]).toMatchObject({ number: 1, source: 'ocr' })
      const record = parseVetRecord(pages[0]!.text, { country: 'US' })
      expect(record.pet.name?.value).toBe('Biscuit')
      expect(record.vaccinations.map(({ value }) => value.vaccineKey)).toEqual(expect.arrayContaining(['dapp', 'rabies']))
    }
  })

  it('turns a photo upright by its EXIF orientation first', { timeout: 120_000 }, async () => {
    // A phone held sideways stores the pixels turned and says so in the orientation tag (6: turn 90° clockwise to view).
    const sideways = await sharp(photo).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 80 }).toBuffer()
    const { pages } = await extractText({ bytes: sideways })
    const record = parseVetRecord(pages[0]!.text, { country: 'US' })
    expect(record.pet.name?.value).toBe('Biscuit')
    expect(record.pet.microchip?.value).toBe('985141000123456')
  })
})

describe('extractText: what it refuses', () => {
  it('a PDF over the page limit', async () => {
    const bytes = await pdf((doc) => {
      for (let page = 1; page <= 31; page++) {
        if (page > 1) doc.addPage()
        doc.text(`Page ${page}`)
      }
    })
    expect(await refusal(extractText({ bytes, contentType: 'application/pdf' }))).toEqual({
      code: 'VALIDATION',
      message: VET_RECORD_FILE_MESSAGES.tooManyPages,
    })
  })

  it('a file that is neither a PDF nor an image, whatever its name says', async () => {
    const bytes = Buffer.from('Patient: Biscuit\nSpecies: Canine\n')
    expect(await refusal(extractText({ bytes, contentType: 'application/pdf' }))).toEqual({
      code: 'VALIDATION',
      message: VET_RECORD_FILE_MESSAGES.unsupportedType,
    })
  })

  it('a HEIC photo, with a message saying what to send instead', async () => {
    // The start of an iPhone photo: its 'ftyp' box names the HEIC brand.
    const bytes = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)])
    expect(await refusal(extractText({ bytes, contentType: 'image/heic' }))).toEqual({
      code: 'VALIDATION',
      message: VET_RECORD_FILE_MESSAGES.heic,
    })
  })

  it('an empty file, a file over 10 MB and a damaged PDF', async () => {
    expect(await refusal(extractText({ bytes: Buffer.alloc(0), contentType: 'image/png' }))).toMatchObject({ code: 'VALIDATION' })
    expect(await refusal(extractText({ bytes: Buffer.alloc(10 * 1024 * 1024 + 1), contentType: 'application/pdf' }))).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: VET_RECORD_FILE_MESSAGES.tooLarge,
    })
    const damaged = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 7)])
    expect(await refusal(extractText({ bytes: damaged, contentType: 'application/pdf' }))).toEqual({
      code: 'VALIDATION',
      message: VET_RECORD_FILE_MESSAGES.unreadablePdf,
    })
  })
})

describe('tidyOcrText', () => {
  it.each([
    ['Weight: 18.7 1b', 'Weight: 18.7 lb'],
    ['Weight: 41 Ibs', 'Weight: 41 lbs'],
    ['1/2 tab PO ql2h with food', '1/2 tab PO q12h with food'],
    ['Give 1 tablet PO BlD', 'Give 1 tablet PO BID'],
    ['5.4 mg PO S1D PRN', '5.4 mg PO SID PRN'],
    ['16 mg - 2 tablets PO g8h', '16 mg - 2 tablets PO q8h'],
    ['give 1/2 tablet by mouth g24h', 'give 1/2 tablet by mouth q24h'],
    ['HauptstraBe 19', 'Hauptstraße 19'],
    ['Lot Al123B  \nBlenheim', 'Lot Al123B\nBlenheim'],
  ])('%s → %s', (read, tidied) => {
    expect(tidyOcrText(read)).toBe(tidied)
  })
})
