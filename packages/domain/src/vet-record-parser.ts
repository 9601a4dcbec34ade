// Reads a vet's record — the text layer of a clinic's PDF, or what OCR read off a photo — into a
// structured record the owner then checks field by field (docs/product/vet-records.md). Offline
// and pure: a fixed set of labels, section headings and the abbreviations clinics print. Nothing
// here guesses silently: every value carries the line it was read from and a confidence.
import { CLINIC_DATE_PATTERN, findClinicDates, dateConventionFor, type DateConvention } from './clinic-dates'
import type { ConditionKey } from './conditions'
import { isKnownBreed } from './breeds'
import { isValidMicrochipId, normalizeMicrochipId } from './microchip'
import type { Species } from './pets'
import type { MedicationSchedule } from './schedule'
import type { VaccineKey } from './vaccines'
import type {
  Extracted,
  ExtractedCondition,
  ExtractedMedication,
  ExtractedVaccination,
  ExtractedVetRecord,
  ExtractedWeight,
  MedicationRoute,
} from './vet-record'

export interface ParseOptions {
  /** The owner's country (ISO alpha-2): decides whether 03/04/2024 is March or April. */
  country?: string | null
}

/** How sure a value is, by where it was found. */
const SURE = { labelled: 0.95, section: 0.85, pattern: 0.7, loose: 0.6 } as const

type Section = 'none' | 'vaccinations' | 'medications' | 'diagnoses' | 'weights' | 'allergies'

interface Line {
  text: string
  section: Section
  /** The table header above it in its section, lower-cased ('' when none). */
  header: string
  /** The labelled values on the line ('patient' → 'Biscuit'). */
  labels: Map<LabelKey, string>
  /** The visit date in force at this line: the last 'Visit date:' / 'Date:' above it. */
  visitDate: string | null
}

// ---------------------------------------------------------------------------------------------
// Labels: 'Patient: Biscuit   Species: Canine' → patient = Biscuit, species = Canine. Clinics'
// systems often print several on one line, separated by a few spaces or by nothing but the next
// label, so a line is cut at every known label followed by ':' (or '#').

const LABELS = {
  owner: ['client name', 'owner name', 'client', 'owner'],
  patient: ['patient name', 'pet name', 'animal name', 'patient', 'pet', 'animal', 'name'],
  species: ['species'],
  breed: ['breed'],
  sex: ['sex/status', 'sex', 'gender'],
  dob: ['date of birth', 'birth date', 'birthdate', 'd.o.b.', 'd.o.b', 'dob', 'born'],
  age: ['age'],
  colour: ['colour/markings', 'color/markings', 'colour', 'color', 'markings'],
  microchip: [
    'microchip number',
    'microchip no.',
    'microchip no',
    'microchip #',
    'microchip id',
    'microchip',
    'chip number',
    'chip no.',
    'chip no',
    'chip #',
    'chip',
    'transponder',
  ],
  weight: ['body weight', 'weight', 'wt'],
  phone: ['telephone', 'phone', 'tel.', 'tel', 'ph'],
  email: ['e-mail', 'email'],
  vet: ['attending veterinarian', 'attending vet', 'attending', 'veterinarian', 'vet', 'doctor', 'clinician', 'seen by'],
  clinic: ['clinic', 'practice', 'hospital'],
  address: ['address'],
  allergies: ['known allergies', 'drug allergies', 'allergies', 'allergy'],
  diagnosis: ['diagnoses', 'diagnosis', 'problems', 'problem', 'assessment'],
  visitDate: ['date of visit', 'visit date', 'exam date', 'date'],
} as const
type LabelKey = keyof typeof LABELS

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/#]/g, '\\$&')
const labelEntries = (Object.entries(LABELS) as [LabelKey, readonly string[]][])
  .flatMap(([key, words]) => words.map((word) => ({ key, word })))
  .sort((a, b) => b.word.length - a.word.length)
const LABEL_PATTERN = new RegExp(`(?:^|(?<=[\\s|,;]))(${labelEntries.map((l) => escape(l.word)).join('|')})\\s*[:#]\\s*`, 'gi')

function labelsOf(line: string): Map<LabelKey, string> {
  const found: { key: LabelKey; start: number; valueStart: number }[] = []
  for (const match of line.matchAll(LABEL_PATTERN)) {
    const word = match[1]!.toLowerCase()
    const entry = labelEntries.find((l) => l.word === word)
    if (entry) found.push({ key: entry.key, start: match.index, valueStart: match.index + match[0].length })
  }
  const labels = new Map<LabelKey, string>()
  found.forEach((label, i) => {
    const end = i + 1 < found.length ? found[i + 1]!.start : line.length
    const value = clean(line.slice(label.valueStart, end))
    if (value && !labels.has(label.key)) labels.set(label.key, value)
  })
  return labels
}

// ---------------------------------------------------------------------------------------------
// Sections: a heading line ('Vaccination History', 'Medications Dispensed:', 'DIAGNOSES') starts
// one; a heading with text after its colon is also the section's first line.

const SECTION_HEADINGS: [Section, RegExp][] = [
  ['vaccinations', /^(vaccinations?|vaccines?|immuni[sz]ations?)( history| record| given| administered| due)?\b/i],
  [
    'medications',
    /^(current )?(medications?|prescriptions?|rx|drugs?|treatment plan|discharge medications?|medications? dispensed|dispensed)\b/i,
  ],
  ['diagnoses', /^(diagnos[ie]s|((active|current|medical|chronic) )?problems?( list)?|assessment|final diagnosis|conditions?)\b/i],
  ['weights', /^weight history\b/i],
  ['allergies', /^(known |drug )?allerg(y|ies)\b/i],
]
/** Headings that end a section without starting one the parser reads. */
const OTHER_HEADING =
  /^(history|subjective|objective|physical exam(ination)?|plan|notes|comments|client|owner|patient( information| details)?|invoice|laboratory|lab results|recommendations|reminders)\b[:\s]*$/i

function headingOf(line: string): { section: Section; rest: string } | null {
  for (const [section, pattern] of SECTION_HEADINGS) {
    const match = pattern.exec(line)
    if (!match) continue
    const rest = line.slice(match[0].length).replace(/^\s*[:-]?\s*/, '')
    // 'Rabies 11/02/2024' is a line of the section, not its heading: a heading is short or ends in ':'.
    if (rest === '' || /^[:-]/.test(line.slice(match[0].length).trim()) || /^(and|&)\b/i.test(rest)) return { section, rest }
    // 'Medications to go home:', 'Vaccinations given today:': a few words and a colon.
    if (SHORT_HEADING.test(line)) return { section, rest: '' }
    return null
  }
  // Any other short heading ending in a colon ('History and findings:', 'Recheck:') ends the section.
  return OTHER_HEADING.test(line) || (SHORT_HEADING.test(line) && !LABEL_ONLY.test(line)) ? { section: 'none', rest: '' } : null
}

/** A heading of a few words ending in a colon, with no digits. */
const SHORT_HEADING = /^[A-Za-z][A-Za-z&/()' -]{0,40}:$/
const BULLET = /^([-•*·]|\d{1,2}[.)])\s/
/** A label with its value on the next line is not a heading ('Owner:'). */
const LABEL_ONLY = new RegExp(`^(${labelEntries.map((l) => escape(l.word)).join('|')})\\s*:$`, 'i')

function readLines(text: string, convention: DateConvention): Line[] {
  const lines: Line[] = []
  let section: Section = 'none'
  let header = ''
  let visitDate: string | null = null
  // Whether the section's list is bulleted ('- CKD', '1. Furosemide…'); null until its first line.
  let bulleted: boolean | null = null
  for (const raw of text.split(/\r?\n/)) {
    let text = raw
      .replace(/[\u00a0\t]/g, ' ')
      .replace(/\s+$/, '')
      .trim()
    if (!text) continue
    if (isTableHeader(text)) {
      // 'Vaccine  Given  Due  Lot' starts (or continues) a table; its columns help read the rows.
      if (/\bvaccine\b/i.test(text)) section = 'vaccinations'
      else if (/\b(drug|medication)\b/i.test(text)) section = 'medications'
      header = text.toLowerCase()
      bulleted = null
      continue
    }
    const heading = headingOf(text)
    // A bulleted list ends at its first line without a bullet ('Thank you for choosing us.'); after
    // 'Allergies: penicillin' or 'Diagnosis: CKD' only bulleted lines continue the list.
    if (!heading && section !== 'none') {
      const bullet = BULLET.test(text)
      if (bulleted === null) bulleted = bullet
      else if (bulleted && !bullet) section = 'none'
    }
    if (heading) {
      section = heading.section
      header = ''
      bulleted = heading.rest !== '' && (section === 'allergies' || section === 'diagnoses') ? true : null
      if (!heading.rest) continue
      // 'Diagnosis: CKD' and 'Allergies: none' are read by their label; 'Current medication: X' is X.
      if (section !== 'diagnoses' && section !== 'allergies') text = heading.rest
    }
    const labels = labelsOf(text)
    // A labelled line of another kind ('Seen by: …', 'Weight: …') ends the section above it.
    if (!heading && section !== 'none' && [...labels.keys()].some((key) => !SECTION_LABELS[section].includes(key))) section = 'none'
    const visit = labels.get('visitDate')
    if (visit) visitDate = findClinicDates(visit, convention)[0]?.iso ?? visitDate
    // A letter's date, alone on its line: the day of the visit it reports, until a date is labelled.
    else if (!visitDate && lines.length < 12) {
      const alone = findClinicDates(text, convention)
      if (alone.length === 1 && alone[0]!.text.length >= text.replace(/^(date|dated)\s*/i, '').length) visitDate = alone[0]!.iso
    }
    lines.push({ text, section, header, labels, visitDate })
  }
  return lines
}

/** Labels a line may carry without leaving its section. */
const SECTION_LABELS: Record<Section, readonly LabelKey[]> = {
  none: [],
  vaccinations: ['visitDate'],
  medications: ['visitDate'],
  diagnoses: ['diagnosis', 'visitDate'],
  weights: ['weight', 'visitDate'],
  allergies: ['allergies'],
}

const COLUMN =
  /\b(given|due|next due|lot|batch|dose|date|administered|expires|vaccine|drug|medication|frequency|route|product|instructions)\b/gi

/** A table's column names: at least two words such as Vaccine, Given, Due, Lot, Drug, Dose, and no digits. */
function isTableHeader(line: string): boolean {
  return !/\d|:/.test(line) && (line.match(COLUMN)?.length ?? 0) >= 2 && line.split(/\s+/).length <= 8
}

// ---------------------------------------------------------------------------------------------

export function parseVetRecord(text: string, options: ParseOptions = {}): ExtractedVetRecord {
  const convention = dateConventionFor(options.country)
  const lines = readLines(text, convention)
  const label = (key: LabelKey) => {
    for (const line of lines) {
      const value = line.labels.get(key)
      if (value) return { value, line }
    }
    return null
  }

  const species = readSpecies(lines, label('species'))
  const vaccinations = readVaccinations(lines, convention)
  const vaccinationLines = new Set(vaccinations.map((v) => v.snippet))
  return {
    pet: {
      name: readPetName(label('patient')),
      species,
      breed: readBreed(label('breed'), species?.value ?? null),
      ...readSex(label('sex')),
      dateOfBirth: readDateOfBirth(label('dob'), convention),
      ageYears: readAge(label('age')),
      colour: fromLabel(label('colour')),
      microchip: readMicrochip(lines, label('microchip')),
    },
    weights: readWeights(lines, convention),
    vaccinations,
    medications: readMedications(lines, vaccinationLines),
    conditions: readConditions(lines),
    allergies: readAllergies(lines, label('allergies')),
    clinic: readClinic(lines, label),
  }
}

type Labelled = { value: string; line: Line } | null

function fromLabel(found: Labelled, max = 200): Extracted<string> | null {
  if (!found) return null
  return { value: found.value.slice(0, max), snippet: snippetOf(found.line.text), confidence: SURE.labelled }
}

function readPetName(found: Labelled): Extracted<string> | null {
  if (!found) return null
  // '"Biscuit" Doe' or 'Biscuit (Doe)': the pet's name is the quoted part, or before the bracket.
  const quoted = /["“']([^"”']{1,60})["”']/.exec(found.value)?.[1]
  const value = clean(quoted ?? found.value.replace(/\s*\(.*$/, ''))
  return value ? { value, snippet: snippetOf(found.line.text), confidence: SURE.labelled } : null
}

function speciesOf(text: string): Species | null {
  if (/\b(canine|dog|k-?9|puppy)\b/i.test(text)) return 'dog'
  if (/\b(feline|cat|kitten)\b/i.test(text)) return 'cat'
  return null
}

function readSpecies(lines: Line[], found: Labelled): Extracted<Species> | null {
  const labelled = found ? speciesOf(found.value) : null
  if (labelled && found) return { value: labelled, snippet: snippetOf(found.line.text), confidence: SURE.labelled }
  for (const line of lines) {
    const match = /\b(canine|feline)\b/i.exec(line.text)
    if (match) return { value: speciesOf(match[1]!)!, snippet: snippetOf(line.text), confidence: SURE.pattern }
  }
  return null
}

function readBreed(found: Labelled, species: Species | null): Extracted<string> | null {
  if (!found) return null
  const value = clean(found.value.replace(/\b(canine|feline)\b\s*[-–,]?\s*/i, ''))
  if (!value) return null
  const known = species ? isKnownBreed(species, value) : false
  return { value, snippet: snippetOf(found.line.text), confidence: known ? SURE.labelled : SURE.section }
}

/**
 * 'MN', 'M/N', 'Male neutered', 'FS', 'Female (spayed)', 'Entire male', 'MI': the sex and, when
 * the record says, whether the pet is neutered. A bare 'M' or 'Male' leaves neutered unknown.
 */
function readSex(found: Labelled): { sex: Extracted<'male' | 'female'> | null; neutered: Extracted<boolean> | null } {
  if (!found) return { sex: null, neutered: null }
  const value = found.value.toLowerCase().replace(/[/()-]/g, ' ')
  const compact = value.replace(/[\s.]/g, '')
  const snippet = snippetOf(found.line.text)
  const female = /\bfemale\b|^f\b|^(fs|sf|fi|fe|fn)$/.test(value.trim()) || /^(fs|sf|fi|fe|fn)/.test(compact)
  const male = !female && (/\bmale\b|^m\b|^(mn|nm|mc|cm|mi|me)$/.test(value.trim()) || /^(mn|nm|mc|cm|mi|me)/.test(compact))
  const sex = female ? 'female' : male ? 'male' : null
  const neutered = /neuter|castrat|spay|desex|steril|^(mn|nm|mc|cm|fs|sf|fn)|^[mf]n$|^[mf]s$/.test(compact)
    ? true
    : /intact|entire|^(mi|fi|me|fe)$/.test(compact)
      ? false
      : null
  return {
    sex: sex ? { value: sex, snippet, confidence: SURE.labelled } : null,
    neutered: neutered === null ? null : { value: neutered, snippet, confidence: SURE.labelled },
  }
}

function readDateOfBirth(found: Labelled, convention: DateConvention): Extracted<string> | null {
  const date = found ? findClinicDates(found.value, convention)[0] : undefined
  return date && found ? { value: date.iso, snippet: snippetOf(found.line.text), confidence: SURE.labelled } : null
}

function readAge(found: Labelled): Extracted<number> | null {
  if (!found) return null
  const years = /(\d+(?:[.,]\d+)?)\s*(?:y|yr|yrs|years?|j|jahre?|ans?)\b/i.exec(found.value)
  const months = /(\d+)\s*(?:m|mo|mos|months?)\b/i.exec(found.value)
  if (!years && !months) return null
  const value = Math.round((Number((years?.[1] ?? '0').replace(',', '.')) + Number(months?.[1] ?? 0) / 12) * 10) / 10
  return value <= 40 ? { value, snippet: snippetOf(found.line.text), confidence: SURE.labelled } : null
}

/** 15 digits (ISO 11784/11785, often printed in groups) or an older 9–10 character chip. */
function readMicrochip(lines: Line[], found: Labelled): Extracted<string> | null {
  if (found) {
    const candidate = /[0-9A-Z][0-9A-Z\s-]{7,22}[0-9A-Z]/i.exec(found.value)?.[0]
    if (candidate && isValidMicrochipId(candidate))
      return { value: normalizeMicrochipId(candidate), snippet: snippetOf(found.line.text), confidence: SURE.labelled }
  }
  for (const line of lines) {
    for (const match of line.text.matchAll(/\b\d{3}[\s-]?\d{3}[\s-]?\d{3}[\s-]?\d{3}[\s-]?\d{3}\b/g)) {
      const id = normalizeMicrochipId(match[0])
      // The first three digits are a country (ISO 3166 numeric) or a maker's code (900–999).
      if (id.length === 15 && !id.startsWith('0')) return { value: id, snippet: snippetOf(line.text), confidence: SURE.pattern }
    }
  }
  return null
}

// ---------------------------------------------------------------------------------------------

const WEIGHT = /(?<![-–\d.,])(\d{1,3}(?:[.,]\d{1,3})?)\s*(kg|kgs|kilograms?|lb|lbs|pounds?)\b(?!\s*[-–]\s*\d)/gi

function readWeights(lines: Line[], convention: DateConvention): Extracted<ExtractedWeight>[] {
  const out: Extracted<ExtractedWeight>[] = []
  for (const line of lines) {
    const labelled = line.labels.has('weight')
    const isWeightLine = labelled || line.section === 'weights' || /\b(weight|wt|weighed|bw)\b/i.test(line.text)
    // A product's weight band ('for dogs 10–25 kg') or a dose per kg is not the pet's weight.
    if (!isWeightLine || /\/\s*kg|per kg|mg\/kg/i.test(line.text)) continue
    for (const match of line.text.matchAll(WEIGHT)) {
      const value = Number(match[1]!.replace(',', '.'))
      if (!(value > 0)) continue
      const unit = /^k/i.test(match[2]!) ? 'kg' : 'lb'
      const date = findClinicDates(line.text, convention)[0]?.iso ?? line.visitDate
      out.push({
        value: { value, unit, date },
        snippet: snippetOf(line.text),
        confidence: labelled || line.section === 'weights' ? SURE.labelled : SURE.pattern,
      })
    }
  }
  return dedupe(out, (w) => `${w.value.value}${w.value.unit}${w.value.date}`)
}

// ---------------------------------------------------------------------------------------------

/** What clinics print for each vaccine. Short forms only count on a vaccination line. */
const VACCINE_NAMES: { key: VaccineKey; long: RegExp; short?: RegExp }[] = [
  {
    key: 'dapp',
    long: /\b((?<!feline )distemper|parvo(virus)?|canine hepatitis|adenovirus)\b/i,
    short: /\b(DA2PP(?:V|-?C)?|DAPP(?:V)?|DHPP(?:i|V|-?C)?|DHLPP(?:i|-?C)?|DHP|DAP|5-in-1|6-in-1)\b/i,
  },
  { key: 'rabies', long: /\brabies\b/i, short: /\b(RV|RAB)\b/ },
  { key: 'leptospirosis', long: /\blepto(spirosis)?\b/i, short: /\b(L2|L4|DHLPP(?:i|-?C)?)\b/i },
  { key: 'bordetella', long: /\b(bordetella|kennel cough)\b/i, short: /\b(KC|Bb|CIRDC)\b/ },
  { key: 'lyme', long: /\b(lyme|borrelia)\b/i },
  { key: 'canine_influenza', long: /\bcanine influenza\b/i, short: /\b(CIV|H3N2|H3N8)\b/ },
  {
    key: 'fvrcp',
    long: /\b(panleukopenia|rhinotracheitis|calicivirus|feline enteritis|feline distemper)\b/i,
    short: /\b(FVRCP|FVRC-P|RCP|RCPCh|FVRCPC?)\b/i,
  },
  { key: 'felv', long: /\b(feline leuk(a)?emia|felv)\b/i },
]

function vaccinesOn(line: string, isVaccinationLine: boolean): { key: VaccineKey; index: number }[] {
  const found: { key: VaccineKey; index: number }[] = []
  for (const vaccine of VACCINE_NAMES) {
    const match = vaccine.long.exec(line) ?? (isVaccinationLine && vaccine.short ? vaccine.short.exec(line) : null)
    if (match && !found.some((f) => f.key === vaccine.key)) found.push({ key: vaccine.key, index: match.index })
  }
  return found.sort((a, b) => a.index - b.index)
}

const DUE_WORD = /(due|next|expir|revacc|valid until|until)\W*$/i
const NOT_GIVEN = /\b(declined|refused|not given|overdue reminder|titer|titre|test)\b/i

function readVaccinations(lines: Line[], convention: DateConvention): Extracted<ExtractedVaccination>[] {
  const out: Extracted<ExtractedVaccination>[] = []
  for (const line of lines) {
    const inSection = line.section === 'vaccinations'
    const mentionsVaccination = /\b(vacc|vaccine|vaccinated|booster|immuni[sz])/i.test(line.text)
    const found = vaccinesOn(line.text, inSection || mentionsVaccination)
    if (found.length === 0 || NOT_GIVEN.test(line.text)) continue
    const dates = findClinicDates(line.text, convention)
    // Outside a vaccinations section, a vaccine named without a date or the word vaccine is
    // probably something else ('rabies certificate', 'leptospirosis risk').
    if (!inSection && !(mentionsVaccination || dates.length > 0)) continue
    let givenOn: string | null = null
    let nextDueOn: string | null = null
    for (const date of dates) {
      const before = line.text.slice(Math.max(0, date.index - 16), date.index)
      if (DUE_WORD.test(before) && !nextDueOn) nextDueOn = date.iso
      else if (!givenOn && !/due|next/i.test(before)) givenOn = date.iso
      else if (!nextDueOn) nextDueOn = date.iso
    }
    if (!givenOn && line.visitDate && inSection && dates.length === 0) givenOn = line.visitDate
    if (givenOn && nextDueOn && nextDueOn <= givenOn) [givenOn, nextDueOn] = [nextDueOn, givenOn]
    const batchNumber = readBatch(line, dates)
    found.forEach((vaccine) => {
      const name = nameAt(line.text, vaccine.index)
      out.push({
        value: { vaccineKey: vaccine.key, name, givenOn, nextDueOn, batchNumber },
        snippet: snippetOf(line.text),
        confidence: inSection ? (givenOn ? SURE.labelled : SURE.section) : SURE.pattern,
      })
    })
  }
  return dedupe(out, (v) => `${v.value.vaccineKey}${v.value.givenOn}`)
}

function readBatch(line: Line, dates: { index: number; text: string }[]): string | null {
  const labelled = /\b(?:lot|batch|serial)\s*(?:no\.?|number|#)?\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{2,19})/i.exec(line.text)
  if (labelled && /\d/.test(labelled[1]!)) return labelled[1]!
  if (!/\b(lot|batch|serial)\b/.test(line.header) || dates.length === 0) return null
  const last = dates[dates.length - 1]!
  const after = line.text.slice(last.index + last.text.length).trim()
  return /^[A-Z0-9][A-Z0-9-]{2,19}$/i.test(after) && /\d/.test(after) ? after : null
}

/** The vaccine's printed name from where it starts, up to a date, a lot number or the next vaccine. */
function nameAt(text: string, index: number): string {
  return clean(text.slice(index).split(/[,;+&]|\s{2,}|\s(?=\d)|\s(?=(batch|lot|serial|next|due|given|expires|booster)\b)/i)[0] ?? '').slice(
    0,
    80,
  )
}

// ---------------------------------------------------------------------------------------------

const DOSE =
  /(\d+(?:[.,]\d+)?(?:\s*[-/]\s*\d+(?:[.,]\d+)?)?\s*(?:mg\/kg|mg\/ml|mg|mcg|µg|ug|g|ml|mL|cc|iu|IU|units?)\b|(?:\d+\/\d+|½|¼|¾|\d+(?:[.,]\d+)?)\s*(?:tablets?|tabs?|caps?|capsules?|chews?|drops?|pumps?|sachets?)\b)/i

const FREQUENCIES: [RegExp, MedicationSchedule][] = [
  [/\b(prn|as needed|when needed|if needed)\b/i, { frequency: 'as_needed' }],
  [/\b(eod|qod|q\.o\.d\.?|q\s?48\s?h(rs?)?|every other day|every 48 hours|alternate days)\b/i, { frequency: 'every_other_day' }],
  [/\b(weekly|once a week|once weekly|q\s?7\s?d(ays)?|every 7 days|every week)\b/i, { frequency: 'weekly' }],
  [
    /\b(tid|t\.i\.d\.?|q\s?8\s?h(rs?)?|three times (a |per )?day|three times daily|3 times (a |per )?day|3x daily|every 8 hours)/i,
    { frequency: 'three_times_daily' },
  ],
  [
    /\b(bid|b\.i\.d\.?|q\s?12\s?h(rs?)?|twice (a |per )?day|twice daily|2 times (a |per )?day|2x daily|every 12 hours)/i,
    { frequency: 'twice_daily' },
  ],
  [
    /\b(sid|s\.i\.d\.?|q\.?d\.?|q\s?24\s?h(rs?)?|once (a |per )?day|once daily|every 24 hours|daily|every morning|every evening|at night)\b/i,
    { frequency: 'once_daily' },
  ],
  [/\b(qid|q\.i\.d\.?|four times (a |per )?day|every 6 hours)\b/i, { intervalHours: 6 }],
]

export function scheduleOf(text: string): MedicationSchedule | null {
  for (const [pattern, schedule] of FREQUENCIES) if (pattern.test(text)) return schedule
  const every = /\b(?:q\s?|every\s)(\d{1,3})\s?(?:h|hrs?|hours?)\b/i.exec(text)
  if (every) {
    const hours = Number(every[1])
    if (hours >= 1 && hours <= 720) return { intervalHours: hours }
  }
  return null
}

const ROUTES: [RegExp, MedicationRoute][] = [
  [/\b(PO|P\.O\.)|\b(by mouth|orally|oral)\b/i, 'oral'],
  [/\b(SC|SQ|S\.C\.|SUBQ)\b|\bsubcut(aneous(ly)?)?\b|\bunder the skin\b/i, 'subcutaneous'],
  [/\bIM\b|\bintramuscular(ly)?\b/i, 'intramuscular'],
  [/\bIV\b|\bintravenous(ly)?\b/i, 'intravenous'],
  [/\b(AU|AD)\b|\b(otic|ear drops?|in (both |the |each )?ears?)\b/i, 'ear'],
  [/\b(OU|OD)\b|\b(ophthalmic|eye drops?|in (both |the |each )?eyes?)\b/i, 'eye'],
  [/\b(inhaled|inhaler|nebuli[sz]ed)\b/i, 'inhaled'],
  [/\b(topical(ly)?|apply|spot-?on|shampoo|cream|ointment)\b/i, 'topical'],
]

function routeOf(text: string): MedicationRoute | null {
  // Upper-case abbreviations only as printed: 'po' or 'iv' inside words must not count.
  for (const [pattern, route] of ROUTES) {
    const match = pattern.exec(text)
    if (match && (match[0] !== match[0].toLowerCase() || match[0].length > 3)) return route
  }
  return null
}

function readMedications(lines: Line[], vaccinationLines: Set<string>): Extracted<ExtractedMedication>[] {
  const out: Extracted<ExtractedMedication>[] = []
  for (const line of lines) {
    if (vaccinationLines.has(snippetOf(line.text)) || line.section === 'diagnoses' || line.section === 'allergies') continue
    if (line.labels.size > 0 && !line.labels.has('diagnosis')) continue
    const inSection = line.section === 'medications'
    const dose = DOSE.exec(line.text)
    const schedule = scheduleOf(line.text)
    const route = routeOf(line.text)
    if (!inSection && !(dose && (schedule || route))) continue
    if (!dose && !schedule && !route && !inSection) continue
    const body = line.text
      .replace(/^(rx|sig|medication|drug)\s*[:.-]\s*/i, '')
      .replace(/^([-•*·]\s*|\d{1,2}[.)]\s+)/, '')
      // An invoice's row starts with its date: '03/12/2024  Pimobendan 5 mg…'.
      .replace(new RegExp(`^(${CLINIC_DATE_PATTERN.source})\\s+`, 'i'), '')
    const nameEnd = body.search(/\s\d|\s[-–:(]|\s(give|take|apply|administer|tablets?|tabs?|caps?|capsules?)\b/i)
    const name = clean(nameEnd > 0 ? body.slice(0, nameEnd) : body.split(/\s{2,}/)[0]!)
    if (!name || !/[a-z]{3}/i.test(name) || /^(no|none|nil|n\/a)\b/i.test(name)) continue
    const instructions = clean(body.slice(name.length).replace(/^\s*[-–:]\s*/, ''))
    out.push({
      value: {
        name: name.slice(0, 120),
        dose: dose ? dose[0].replace(/\s+/g, ' ') : null,
        route,
        schedule,
        instructions: instructions ? instructions.slice(0, 300) : null,
      },
      snippet: snippetOf(line.text),
      confidence: inSection ? (dose || schedule ? SURE.labelled : SURE.section) : SURE.pattern,
    })
  }
  return dedupe(out, (m) => m.value.name.toLowerCase())
}

// ---------------------------------------------------------------------------------------------

const CONDITIONS: [Exclude<ConditionKey, 'other'>, RegExp][] = [
  // Upper-case abbreviations are matched as printed ('DM', 'OA'); words in any case.
  [
    'mvd',
    /\b(m?mvd|dmvd|myxomatous mitral|mitral valve (disease|degeneration|insufficiency|regurgitation|endocardiosis)|degenerative (mitral )?valv(e|ular) disease|endocardiosis)\b/i,
  ],
  ['ibd', /\b(ibd|inflammatory bowel|chronic (inflammatory )?enteropathy|lymphoplasmacytic (enteritis|gastroenteritis|colitis))\b/i],
  [
    'chronic_kidney_disease',
    /\b(ckd|crf|chronic kidney|chronic renal|renal (insufficiency|failure|disease)|kidney (disease|failure|insufficiency))\b/i,
  ],
  ['diabetes', /\b(diabet(es|ic))\b/i],
  ['diabetes', /\bDM\b/],
  ['arthritis', /\b((osteo)?arthritis|degenerative joint disease)\b/i],
  ['arthritis', /\b(OA|DJD)\b/],
  ['epilepsy', /\b(epilep(sy|tic)|seizure disorder|idiopathic seizures)\b/i],
  [
    'allergies',
    /\b(atopic dermatitis|atopy|allergic dermatitis|food allergy|flea allergy( dermatitis)?|environmental allerg(y|ies)|cutaneous adverse food reaction)\b/i,
  ],
  ['hypothyroidism', /\bhypothyroid(ism)?\b/i],
  ['hyperthyroidism', /\bhyperthyroid(ism)?\b/i],
  ['cancer', /\b(cancer|lymphoma|carcinoma|sarcoma|mast cell tumou?r|neoplasia|melanoma|malignan(t|cy))\b/i],
]
const NEGATED = /\b(no|not|negative|r\/o|rule out|ruled out|without|absence of|unlikely|screen(ing)? for|monitor for|risk of)\b[^.;]*$/i

function readConditions(lines: Line[]): Extracted<ExtractedCondition>[] {
  const out: Extracted<ExtractedCondition>[] = []
  for (const line of lines) {
    const labelled = line.labels.get('diagnosis')
    const inSection = line.section === 'diagnoses'
    if (line.section === 'allergies' || line.labels.has('allergies') || line.section === 'vaccinations') continue
    // 'Diagnoses: CKD; hyperthyroidism' is two diagnoses.
    const parts = labelled || inSection ? (labelled ?? line.text).split(/;\s*/) : [line.text]
    for (const text of parts) {
      const printed = clean(text.replace(/^[-•*·\d.)\s]+/, '')).slice(0, 200)
      let matched = false
      for (const [condition, pattern] of CONDITIONS) {
        const match = pattern.exec(text)
        if (!match || NEGATED.test(text.slice(0, match.index))) continue
        matched = true
        // Elsewhere in a record a condition is only taken from a diagnosis-like line.
        if (!inSection && !labelled && !/\b(dx|diagnos|history of|hx|known|stage|confirmed)\b/i.test(line.text)) continue
        out.push({
          value: { condition, text: printed },
          snippet: snippetOf(line.text),
          confidence: inSection || labelled ? SURE.section : SURE.loose,
        })
      }
      // A diagnosis the condition list does not have is kept in the vet's words, as 'other'.
      if (!matched && (inSection || labelled) && printed && /[a-z]{3}/i.test(printed) && !/^(none|nil|n\/a|see )/i.test(printed))
        out.push({ value: { condition: 'other', text: printed }, snippet: snippetOf(line.text), confidence: SURE.loose })
    }
  }
  return dedupe(out, (c) => (c.value.condition === 'other' ? `other:${c.value.text.toLowerCase()}` : c.value.condition))
}

function readAllergies(lines: Line[], found: Labelled): Extracted<string>[] {
  const sources: { text: string; line: Line }[] = []
  if (found) sources.push({ text: found.value, line: found.line })
  for (const line of lines) if (line.section === 'allergies' && !line.labels.has('allergies')) sources.push({ text: line.text, line })
  const out: Extracted<string>[] = []
  for (const { text, line } of sources) {
    if (/^(none|nka|nkda|no known|n\/a|nil|unknown)\b/i.test(text)) continue
    for (const part of text.split(/[,;/]|\band\b/)) {
      const value = clean(part.replace(/^[-•*·]\s*/, ''))
      if (value && /[a-z]{3}/i.test(value))
        out.push({ value: value.slice(0, 200), snippet: snippetOf(line.text), confidence: SURE.labelled })
    }
  }
  return dedupe(out, (a) => a.value.toLowerCase())
}

// ---------------------------------------------------------------------------------------------

const CLINIC_NAME =
  /\b(vet\w*|animal hospital|animal clinic|pet hospital|pet clinic|animal medical|vet(erinary)? (clinic|centre|center|surgery|practice|hospital)|tierarzt\w*|tierklinik|kleintierpraxis|dierenarts\w*|dierenkliniek|clinique vétérinaire|cabinet vétérinaire)\b/i
const STREET =
  /\b\d+[a-z]?\s+[\w'.-]+(\s[\w'.-]+)*\s(street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|highway|hwy|parkway|pkwy|crescent|close|terrace|square)\b\.?|\b[\wäöüß-]+(straße|strasse|str\.|weg|gasse|allee|platz|straat|laan|plein|gracht|kade|singel)\s+\d+|\b\d+(\s?(bis|ter))?,?\s(rue|avenue|boulevard|bd|place|chemin|allée|quai|impasse)\s/i
const POSTCODE =
  /\b([A-Z]{2}\s+\d{5}(-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|[AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y0-9]{4}|\d{4}\s?[A-Z]{2}\s+[A-Z][a-z]+|\d{4,5}\s+[A-Z][a-zäöüéè]+)\b/
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i
const PHONE = /(\+?\(?\d[\d\s().-]{7,18}\d)/

function readClinic(lines: Line[], label: (key: LabelKey) => Labelled): ExtractedVetRecord['clinic'] {
  const top = lines.slice(0, 8)
  const nameLine = top.find((line) => line.labels.size === 0 && CLINIC_NAME.test(line.text) && !/\d{3}/.test(line.text))
  const name = nameLine
    ? { value: clean(nameLine.text).slice(0, 200), snippet: snippetOf(nameLine.text), confidence: SURE.section }
    : fromLabel(label('clinic'))

  const vetLabel = label('vet')
  const vetPattern =
    /(?:\b(?:Dr\.? med\. vet\.|drs?\.?)\s+)([A-Z][\w'-]+(?:\s+(?:(?:van|de|der|den|von|du|le|la)\s+)?[A-Z][\w'-]+){1,2})|\b(Dr\.?\s+[A-Z][\w'-]+(?:\s+(?:(?:van|de|der|den|von|du|le|la)\s+)?[A-Z][\w'-]+){0,2}|[A-Z][\w'-]+(?:\s+(?:(?:van|de|der|den|von|du|le|la)\s+)?[A-Z][\w'-]+){1,2},?\s+(?:DVM|VMD|BVSc|BVMS|BVM&S|MRCVS|Dr\. med\. vet\.))/
  let vet: Extracted<string> | null = null
  if (vetLabel) vet = { value: cleanVet(vetLabel.value), snippet: snippetOf(vetLabel.line.text), confidence: SURE.labelled }
  else {
    // A practice named after its founder ('Kleintierpraxis Dr. Berger') names a vet only when no other line does.
    const line = lines.find((l) => l !== nameLine && vetPattern.test(l.text)) ?? lines.find((l) => vetPattern.test(l.text))
    const match = line ? vetPattern.exec(line.text) : null
    if (line && match) vet = { value: cleanVet((match[1] ?? match[2])!), snippet: snippetOf(line.text), confidence: SURE.pattern }
  }

  const phoneLabel = label('phone')
  const phoneMatch = phoneLabel ? PHONE.exec(phoneLabel.value) : null
  const phone =
    phoneLabel && phoneMatch ? { value: clean(phoneMatch[1]!), snippet: snippetOf(phoneLabel.line.text), confidence: SURE.labelled } : null

  const emailLine = lines.find((l) => EMAIL.test(l.text))
  const email = emailLine
    ? { value: EMAIL.exec(emailLine.text)![0].toLowerCase(), snippet: snippetOf(emailLine.text), confidence: SURE.labelled }
    : null

  const addressLabel = label('address')
  let address: Extracted<string> | null = addressLabel ? fromLabel(addressLabel, 300) : null
  if (!address) {
    const index = top.findIndex((line) => STREET.test(line.text) && line.labels.size === 0)
    if (index >= 0) {
      const street = top[index]!
      const next = top[index + 1]
      const withTown =
        next && next.labels.size === 0 && POSTCODE.test(next.text) && !STREET.test(next.text) ? `${street.text}, ${next.text}` : street.text
      address = {
        value: clean(withTown.split(/\s{2,}|\s[|·•]\s/)[0]!).slice(0, 300),
        snippet: snippetOf(street.text),
        confidence: SURE.pattern,
      }
    }
  }
  return { name, vet, phone, email, address }
}

function cleanVet(value: string): string {
  return clean(value.replace(/,?\s*(DVM|VMD|BVSc|BVMS|BVM&S|MRCVS)\b.*$/, '')).slice(0, 200)
}

// ---------------------------------------------------------------------------------------------

function clean(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .replace(/^[\s:;,.|-]+|[\s:;,|-]+$/g, '')
    .trim()
}

function snippetOf(text: string): string {
  return text.length <= 500 ? text : `${text.slice(0, 499)}…`
}

function dedupe<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const key = keyOf(item)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
