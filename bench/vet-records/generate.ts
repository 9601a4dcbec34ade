// Synthetic vets' records with known ground truth, for measuring how well Pawpulse reads them
// (score.ts does the measuring; the goals are in bench/README.md).
//
//   npx tsx bench/vet-records/generate.ts --out DIR [--seed 13] [--count 40] [--photos 12]
//
// Seeded: the same seed gives the same records and the same files. Four clinic layouts as clinics
// print them — a US patient summary with a vaccination table, a UK/European letter (day-first
// dates, decimal commas), an invoice with line items, a discharge summary with prose and a
// medication list — in the date formats clinics use, for dogs and cats. Each record is written as
// NNN-layout.pdf (a text PDF, columns placed as practice software places them), NNN-layout.jpg
// for the first `--photos` records (the printed page photographed: tilted, soft, uneven light,
// JPEG) and NNN-layout.json, the truth in the parser's value shape (no snippets or confidences).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import PDFDocument from 'pdfkit'
import sharp from 'sharp'
import { catBreeds, dogBreeds } from '@pawpulse/domain/breed-list'
import type { ConditionKey } from '@pawpulse/domain/conditions'
import type { MedicationSchedule } from '@pawpulse/domain/schedule'
import type { VaccineKey } from '@pawpulse/domain/vaccines'
import type { MedicationRoute } from '@pawpulse/domain/vet-record'

// ---------------------------------------------------------------------------------------------
// The truth: what the parser should find, in its value shape.

export interface Truth {
  id: string
  layout: Layout
  /** The owner's country: the parser's `country` option. */
  country: string
  pet: {
    name: string | null
    species: 'dog' | 'cat' | null
    breed: string | null
    sex: 'male' | 'female' | null
    neutered: boolean | null
    dateOfBirth: string | null
    colour: string | null
    microchip: string | null
  }
  weights: { value: number; unit: 'kg' | 'lb'; date: string | null }[]
  vaccinations: { vaccineKey: VaccineKey; name: string; givenOn: string | null; nextDueOn: string | null; batchNumber: string | null }[]
  medications: { name: string; dose: string | null; route: MedicationRoute | null; schedule: MedicationSchedule | null }[]
  conditions: { condition: ConditionKey; text: string }[]
  allergies: string[]
  clinic: { name: string | null; vet: string | null; phone: string | null; email: string | null; address: string | null }
}

export const layouts = ['us-summary', 'letter', 'invoice', 'discharge'] as const
export type Layout = (typeof layouts)[number]

// ---------------------------------------------------------------------------------------------
// A small seeded generator (mulberry32).

class Random {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  chance(p: number): boolean {
    return this.next() < p
  }
  /** `count` different items. */
  some<T>(items: readonly T[], count: number): T[] {
    const pool = [...items]
    const out: T[] = []
    while (out.length < count && pool.length) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!)
    return out
  }
}

// ---------------------------------------------------------------------------------------------
// What clinics print.

const DOG_NAMES = ['Biscuit', 'Max', 'Bella', 'Luna', 'Charlie', 'Cooper', 'Daisy', 'Milo', 'Rosie', 'Teddy', 'Poppy', 'Bailey']
const DOG_NAMES_2 = ['Winston', 'Maple', 'Ziggy', 'Otis', 'Hazel', 'Murphy', 'Nala', 'Bruno', 'Archie', 'Frieda', 'Juno', 'Pepper']
const CAT_NAMES = ['Mittens', 'Oliver', 'Cleo', 'Simba', 'Tigger', 'Misty', 'Jasper', 'Pumpkin', 'Smokey', 'Willow', 'Felix', 'Shadow']
const CAT_NAMES_2 = ['Ginger', 'Minou', 'Mochi', 'Salem', 'Figaro', 'Nacho', 'Pixel', 'Olive', 'Kiki', 'Tabitha']
const COMMON_DOG_BREEDS = [
  'Labrador Retriever',
  'Golden Retriever',
  'Cavalier King Charles Spaniel',
  'French Bulldog',
  'German Shepherd Dog',
  'Border Collie',
  'Dachshund',
  'Beagle',
  'Boxer',
  'Miniature Schnauzer',
  'Cocker Spaniel',
  'Shih Tzu',
]
const COMMON_CAT_BREEDS = ['British Shorthair', 'Maine Coon', 'Siamese', 'Ragdoll', 'Bengal', 'Persian', 'Norwegian Forest Cat']
const DOG_COLOURS = ['Black', 'Yellow', 'Chocolate', 'Tricolour', 'Blenheim', 'Brindle', 'Red and white', 'Black and tan', 'Blue merle']
const CAT_COLOURS = ['Brown tabby', 'Black', 'Tortoiseshell', 'Blue', 'Ginger', 'Black and white', 'Seal point', 'Silver tabby']
const OWNERS = ['Jane Doe', 'Michael Brown', 'Priya Patel', 'Laura Schmidt', 'Tom Jansen', 'Claire Dubois', 'Sean Murphy', 'Emily Clarke']
const ALLERGIES = ['Penicillin', 'Chicken', 'Beef', 'Sulfonamides', 'Cephalexin', 'Amoxicillin', 'Dairy', 'Chlorhexidine']

interface Clinic {
  name: string
  street: string
  town: string
  phone: string
  email: string
  vet: string
  /** How the vet signs: 'Dr. Sarah Miller, DVM'. */
  signed: string
}

function clinicFor(random: Random, country: string): Clinic {
  const first = random.pick(['Sarah', 'James', 'Emma', 'David', 'Anna', 'Lucas', 'Sophie', 'Daniel', 'Hannah', 'Mark'])
  const last = random.pick(['Miller', 'Nguyen', 'Clarke', 'Weber', 'de Vries', 'Martin', 'Okafor', 'Rossi', 'Fischer', 'Hughes'])
  const vet = `${first} ${last}`
  const n = random.int(2, 980)
  switch (country) {
    case 'US': {
      const [town, state, zip, area] = random.pick([
        ['Springfield', 'IL', '62704', '217'],
        ['Portland', 'OR', '97205', '503'],
        ['Austin', 'TX', '78704', '512'],
        ['Madison', 'WI', '53703', '608'],
      ] as const)
      const name = random.pick([
        'Sunny Valley Animal Hospital',
        'Riverside Veterinary Clinic',
        'Oak Creek Pet Hospital',
        'Lakeside Animal Clinic',
        'Maple Grove Veterinary Center',
      ])
      const domain = name.replace(/[^A-Za-z]/g, '').replace(/Animal|Veterinary|Hospital|Clinic|Center|Pet/g, '') + 'vet.com'
      return {
        name,
        street: `${n} ${random.pick(['Oak', 'Main', 'Cedar', 'Elm', 'Lincoln'])} ${random.pick(['Street', 'Avenue', 'Road', 'Drive', 'Blvd'])}`,
        town: `${town}, ${state} ${zip}`,
        phone: `(${area}) 555-0${random.int(100, 199)}`,
        email: `${random.pick(['frontdesk', 'info', 'appointments'])}@${domain.toLowerCase()}`,
        vet,
        signed: `Dr. ${vet}, DVM`,
      }
    }
    case 'GB':
    case 'IE': {
      const [town, postcode, phone] =
        country === 'GB'
          ? random.pick([
              ['Bristol', 'BS1 4DJ', '0117 496 0'],
              ['Harrogate', 'HG1 1TX', '01423 555 0'],
              ['Leeds', 'LS6 2AB', '0113 496 0'],
            ] as const)
          : random.pick([['Dublin 6', 'D06 F2X3', '01 555 0'] as const, ['Cork', 'T12 K8AF', '021 555 0'] as const])
      const name = random.pick(['Harbourside Veterinary Surgery', 'Meadowbank Vets', 'Castle Veterinary Centre', 'Riverview Vets'])
      return {
        name,
        street: `${n} ${random.pick(['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane'])}`,
        town: `${town} ${postcode}`,
        phone: `${phone}${random.int(100, 999)}`,
        email: `reception@${name.split(' ')[0]!.toLowerCase()}vets.co.uk`,
        vet,
        signed: `${vet} ${random.pick(['BVSc MRCVS', 'BVM&S MRCVS', 'MRCVS'])}`,
      }
    }
    case 'DE':
      return {
        name: random.pick(['Tierarztpraxis am Stadtpark', 'Tierklinik Lindenhof', 'Kleintierpraxis Dr. Berger']),
        street: `${random.pick(['Parkstraße', 'Lindenweg', 'Hauptstraße', 'Gartenstraße'])} ${random.int(1, 120)}`,
        town: random.pick(['10115 Berlin', '80331 München', '50667 Köln']),
        phone: `+49 ${random.pick(['30', '89', '221'])} ${random.int(1000000, 9999999)}`,
        email: `praxis@tierarzt-${random.pick(['stadtpark', 'lindenhof', 'berger'])}.de`,
        vet,
        signed: `Dr. med. vet. ${vet}`,
      }
    case 'NL':
      return {
        name: random.pick(['Dierenkliniek De Linde', 'Dierenartsenpraktijk Oost', 'Dierenkliniek Het Park']),
        street: `${random.pick(['Lindelaan', 'Parkweg', 'Kerkstraat', 'Stationsplein'])} ${random.int(1, 120)}`,
        town: random.pick(['3511 AB Utrecht', '1017 CE Amsterdam', '2511 BT Den Haag']),
        phone: `+31 ${random.pick(['30', '20', '70'])} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
        email: `info@${random.pick(['delinde', 'dapoost', 'hetpark'])}-dierenarts.nl`,
        vet,
        signed: `drs. ${vet}, dierenarts`,
      }
    default: // FR
      return {
        name: random.pick(['Clinique Vétérinaire des Tilleuls', 'Clinique Vétérinaire du Parc', 'Cabinet Vétérinaire Saint-Jean']),
        street: `${random.int(1, 90)} ${random.pick(['rue des Tilleuls', 'avenue Jean Jaurès', 'boulevard Voltaire', 'rue de la République'])}`,
        town: random.pick(['69003 Lyon', '75011 Paris', '33000 Bordeaux']),
        phone: `+33 ${random.int(1, 5)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`,
        email: `contact@clinique-${random.pick(['tilleuls', 'parc', 'saintjean'])}.fr`,
        vet,
        signed: `Dr ${vet}, vétérinaire`,
      }
  }
}

interface VaccineOption {
  key: VaccineKey
  names: string[]
  /** Months to the next dose, as printed on the record. */
  months: number[]
}
const DOG_VACCINES: VaccineOption[] = [
  { key: 'dapp', names: ['DHPP', 'DA2PP', 'DAPP', 'DHPPi', 'Distemper/Parvo (DA2PP)'], months: [12, 36] },
  { key: 'rabies', names: ['Rabies', 'Rabies (3 yr)', 'RV', 'Rabies 1yr'], months: [12, 36] },
  { key: 'leptospirosis', names: ['Leptospirosis', 'L4', 'Lepto 4'], months: [12] },
  { key: 'bordetella', names: ['Bordetella', 'KC', 'Bb (intranasal)', 'Kennel Cough'], months: [12] },
  { key: 'lyme', names: ['Lyme', 'Lyme (Borrelia)'], months: [12] },
  { key: 'canine_influenza', names: ['CIV H3N2/H3N8', 'Canine Influenza'], months: [12] },
]
const CAT_VACCINES: VaccineOption[] = [
  { key: 'fvrcp', names: ['FVRCP', 'RCP', 'FVRCP (feline distemper)'], months: [12, 36] },
  { key: 'rabies', names: ['Rabies', 'PureVax Rabies', 'RV'], months: [12, 36] },
  { key: 'felv', names: ['FeLV', 'Feline Leukemia (FeLV)'], months: [12] },
]

interface MedicationOption {
  name: string
  doses: string[]
  form: 'tablet' | 'capsule' | 'mL' | 'units' | 'drops'
  route: MedicationRoute
  species: ('dog' | 'cat')[]
}
const MEDICATIONS: MedicationOption[] = [
  { name: 'Pimobendan', doses: ['1.25 mg', '2.5 mg', '5 mg', '10 mg'], form: 'tablet', route: 'oral', species: ['dog'] },
  { name: 'Furosemide', doses: ['10 mg', '12.5 mg', '20 mg', '40 mg'], form: 'tablet', route: 'oral', species: ['dog', 'cat'] },
  { name: 'Enalapril', doses: ['2.5 mg', '5 mg', '10 mg'], form: 'tablet', route: 'oral', species: ['dog'] },
  { name: 'Benazepril', doses: ['2.5 mg', '5 mg', '20 mg'], form: 'tablet', route: 'oral', species: ['dog', 'cat'] },
  { name: 'Spironolactone', doses: ['10 mg', '25 mg', '40 mg'], form: 'tablet', route: 'oral', species: ['dog'] },
  { name: 'Apoquel', doses: ['3.6 mg', '5.4 mg', '16 mg'], form: 'tablet', route: 'oral', species: ['dog'] },
  { name: 'Prednisolone', doses: ['1 mg', '5 mg', '20 mg'], form: 'tablet', route: 'oral', species: ['dog', 'cat'] },
  { name: 'Metronidazole', doses: ['50 mg', '250 mg', '500 mg'], form: 'tablet', route: 'oral', species: ['dog', 'cat'] },
  { name: 'Gabapentin', doses: ['50 mg', '100 mg', '300 mg'], form: 'capsule', route: 'oral', species: ['dog', 'cat'] },
  { name: 'Carprofen', doses: ['25 mg', '75 mg', '100 mg'], form: 'tablet', route: 'oral', species: ['dog'] },
  { name: 'Meloxicam', doses: ['0.5 mL', '1.2 mL', '0.1 mL'], form: 'mL', route: 'oral', species: ['dog', 'cat'] },
  { name: 'Levothyroxine', doses: ['0.2 mg', '0.4 mg', '0.8 mg'], form: 'tablet', route: 'oral', species: ['dog'] },
  { name: 'Methimazole', doses: ['2.5 mg', '5 mg'], form: 'tablet', route: 'oral', species: ['cat'] },
  { name: 'Amlodipine', doses: ['0.625 mg', '1.25 mg'], form: 'tablet', route: 'oral', species: ['cat'] },
  { name: 'Vetsulin', doses: ['2 units', '4 units', '12 units'], form: 'units', route: 'subcutaneous', species: ['dog', 'cat'] },
  { name: 'Insulin glargine', doses: ['1 unit', '2 units', '3 units'], form: 'units', route: 'subcutaneous', species: ['cat'] },
  { name: 'Maropitant', doses: ['16 mg', '24 mg', '60 mg'], form: 'tablet', route: 'oral', species: ['dog', 'cat'] },
  { name: 'Surolan', doses: ['5 drops'], form: 'drops', route: 'ear', species: ['dog', 'cat'] },
]

/** How often, as printed, and the schedule it means. */
const FREQUENCIES: { printed: string[]; schedule: MedicationSchedule }[] = [
  { printed: ['SID', 'once daily', 'q24h'], schedule: { frequency: 'once_daily' } },
  { printed: ['BID', 'twice daily', 'q12h', 'every 12 hours'], schedule: { frequency: 'twice_daily' } },
  { printed: ['TID', 'q8h', 'three times daily'], schedule: { frequency: 'three_times_daily' } },
  { printed: ['EOD', 'every other day'], schedule: { frequency: 'every_other_day' } },
  { printed: ['PRN', 'as needed'], schedule: { frequency: 'as_needed' } },
]

interface DiagnosisOption {
  condition: ConditionKey
  printed: string[]
  species: ('dog' | 'cat')[]
  /** The medications that go with it. */
  drugs: string[]
}
const DIAGNOSES: DiagnosisOption[] = [
  {
    condition: 'mvd',
    printed: ['Myxomatous mitral valve disease (MMVD), ACVIM stage B2', 'MMVD, ACVIM stage C', 'Degenerative mitral valve disease'],
    species: ['dog'],
    drugs: ['Pimobendan', 'Furosemide', 'Spironolactone', 'Enalapril'],
  },
  {
    condition: 'ibd',
    printed: ['Inflammatory bowel disease (IBD)', 'Chronic enteropathy', 'IBD - lymphoplasmacytic enteritis'],
    species: ['dog', 'cat'],
    drugs: ['Prednisolone', 'Metronidazole'],
  },
  {
    condition: 'chronic_kidney_disease',
    printed: ['Chronic kidney disease, IRIS stage 2', 'CKD (IRIS stage 3)', 'Chronic renal insufficiency'],
    species: ['dog', 'cat'],
    drugs: ['Benazepril', 'Maropitant', 'Amlodipine'],
  },
  {
    condition: 'diabetes',
    printed: ['Diabetes mellitus', 'Diabetes mellitus, insulin-dependent'],
    species: ['dog', 'cat'],
    drugs: ['Vetsulin', 'Insulin glargine'],
  },
  {
    condition: 'arthritis',
    printed: ['Osteoarthritis, both hips', 'Degenerative joint disease (DJD), elbows', 'Osteoarthritis'],
    species: ['dog', 'cat'],
    drugs: ['Carprofen', 'Meloxicam', 'Gabapentin'],
  },
  { condition: 'hypothyroidism', printed: ['Hypothyroidism'], species: ['dog'], drugs: ['Levothyroxine'] },
  { condition: 'hyperthyroidism', printed: ['Hyperthyroidism'], species: ['cat'], drugs: ['Methimazole'] },
  { condition: 'epilepsy', printed: ['Idiopathic epilepsy'], species: ['dog'], drugs: ['Gabapentin'] },
  {
    condition: 'allergies',
    printed: ['Atopic dermatitis', 'Flea allergy dermatitis'],
    species: ['dog', 'cat'],
    drugs: ['Apoquel', 'Prednisolone'],
  },
  {
    condition: 'other',
    printed: ['Otitis externa, left ear', 'Dental disease, grade 2', 'Obesity', 'Luxating patella, grade 2', 'Chronic bronchitis'],
    species: ['dog'],
    drugs: ['Surolan', 'Gabapentin', 'Maropitant'],
  },
  {
    condition: 'other',
    printed: ['Feline idiopathic cystitis', 'Gingivostomatitis', 'Chronic rhinitis', 'Obesity'],
    species: ['cat'],
    drugs: ['Gabapentin', 'Meloxicam', 'Maropitant'],
  },
]

// ---------------------------------------------------------------------------------------------
// Dates as clinics print them.

type DateStyle = 'iso' | 'mdy' | 'dmy' | 'dot' | 'mon'
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function printDate(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-') as [string, string, string]
  switch (style) {
    case 'iso':
      return iso
    case 'mdy':
      return `${m}/${d}/${y}`
    case 'dmy':
      return `${d}/${m}/${y}`
    case 'dot':
      return `${d}.${m}.${y}`
    case 'mon':
      return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`
  }
}

const addDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10)
function addMonths(iso: string, months: number): string {
  const date = new Date(`${iso}T00:00:00Z`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.toISOString().slice(0, 10)
}

// ---------------------------------------------------------------------------------------------
// A record: the truth plus what is needed to print it.

interface Drug {
  truth: Truth['medications'][number]
  option: MedicationOption
  frequency: string
}

interface Sample {
  truth: Truth
  style: DateStyle
  decimalComma: boolean
  clinic: Clinic
  owner: string
  visit: string
  sexPrinted: string
  weightsPrinted: string[]
  vaccinations: { option: VaccineOption; name: string; given: string; due: string; lot: string | null }[]
  drugs: Drug[]
  diagnoses: string[]
  random: Random
}

const COUNTRIES: Record<Layout, string[]> = {
  'us-summary': ['US'],
  letter: ['GB', 'IE', 'DE', 'NL', 'FR'],
  invoice: ['US', 'GB', 'DE'],
  discharge: ['US', 'GB', 'NL'],
}
const STYLES: Record<string, DateStyle[]> = {
  US: ['mdy', 'mdy', 'iso', 'mon'],
  GB: ['dmy', 'dmy', 'mon', 'iso'],
  IE: ['dmy', 'mon'],
  DE: ['dot', 'dot', 'iso'],
  NL: ['dot', 'dmy', 'iso'],
  FR: ['dmy', 'dot'],
}

function makeRecord(seed: number, index: number): Sample {
  const random = new Random(seed * 1_000_003 + index * 7919)
  const layout = layouts[index % layouts.length]!
  const country = random.pick(COUNTRIES[layout])
  const style = random.pick(STYLES[country]!)
  const decimalComma = ['DE', 'NL', 'FR'].includes(country) || (country !== 'US' && random.chance(0.3))
  const species = random.chance(0.6) ? 'dog' : 'cat'
  const name = random.pick(
    species === 'dog' ? (random.chance(0.5) ? DOG_NAMES : DOG_NAMES_2) : random.chance(0.5) ? CAT_NAMES : CAT_NAMES_2,
  )
  const breed =
    species === 'dog'
      ? random.chance(0.7)
        ? random.pick(COMMON_DOG_BREEDS)
        : random.pick(dogBreeds)
      : random.chance(0.3)
        ? 'Domestic Shorthair'
        : random.chance(0.6)
          ? random.pick(COMMON_CAT_BREEDS)
          : random.pick(catBreeds)
  const female = random.chance(0.5)
  const neutered = random.chance(0.75) ? true : random.chance(0.5) ? false : null
  const sexPrinted =
    country === 'US' || layout === 'invoice'
      ? female
        ? neutered === true
          ? random.pick(['FS', 'F/S', 'Female (spayed)'])
          : neutered === false
            ? random.pick(['FI', 'Female intact'])
            : 'F'
        : neutered === true
          ? random.pick(['MN', 'M/N', 'CM', 'Male (neutered)'])
          : neutered === false
            ? random.pick(['MI', 'Male intact'])
            : 'M'
      : female
        ? neutered === true
          ? random.pick(['Female neutered', 'Female (spayed)', 'FN'])
          : neutered === false
            ? 'Female entire'
            : 'Female'
        : neutered === true
          ? random.pick(['Male neutered', 'Male (castrated)', 'MN'])
          : neutered === false
            ? 'Male entire'
            : 'Male'

  const visit = addDays('2023-01-01', random.int(0, 1000))
  const dateOfBirth = addDays(visit, -random.int(300, 5000))
  const clinic = clinicFor(random, country)
  const chipPrefix = random.pick(
    country === 'US' ? ['985', '981', '900', '956'] : country === 'GB' ? ['826', '985', '977'] : ['276', '528', '250', '941', '372'],
  )
  const microchip = random.chance(0.85) ? chipPrefix + String(random.int(0, 999_999_999_999)).padStart(12, '0') : null

  // Weights: today's, and sometimes earlier ones.
  const inKg = country !== 'US' || random.chance(0.25)
  const base = species === 'dog' ? random.int(40, 380) / 10 : random.int(28, 72) / 10
  const weights: Truth['weights'] = []
  const weightsPrinted: string[] = []
  const earlier = layout === 'us-summary' && random.chance(0.6) ? random.int(1, 2) : 0
  for (let i = earlier; i >= 0; i--) {
    const kg = Math.round((base + (i ? random.int(-8, 8) / 10 : 0)) * 10) / 10
    const value = inKg ? kg : Math.round(kg * 2.20462 * 10) / 10
    const date = i ? addDays(visit, -i * random.int(90, 200)) : visit
    weights.push({ value, unit: inKg ? 'kg' : 'lb', date })
    const number = decimalComma ? String(value).replace('.', ',') : String(value)
    weightsPrinted.push(`${number} ${inKg ? 'kg' : random.pick(['lb', 'lbs'])}`)
  }

  // Vaccinations: two to four, given at this visit or an earlier one.
  const vaccineOptions = random.some(species === 'dog' ? DOG_VACCINES : CAT_VACCINES, random.int(2, species === 'dog' ? 4 : 3))
  const vaccinations = vaccineOptions.map((option) => {
    const given = random.chance(0.6) ? visit : addDays(visit, -random.int(30, 300))
    const months = random.pick(option.months)
    const lot = random.chance(0.7)
      ? `${random.pick(['A', 'B', 'L', 'RB', 'K', 'N'])}${random.int(1000, 99999)}${random.chance(0.3) ? 'B' : ''}`
      : null
    let name = random.pick(option.names)
    if (option.key === 'rabies' && months === 36 && name === 'Rabies 1yr') name = 'Rabies (3 yr)'
    if (option.key === 'rabies' && months === 12 && name === 'Rabies (3 yr)') name = 'Rabies 1yr'
    return { option, name, given, due: addMonths(given, months), lot }
  })
  // European clinics often give distemper/parvo and leptospirosis as one injection, printed as one line.
  const dapp = vaccinations.find((v) => v.option.key === 'dapp')
  const lepto = vaccinations.find((v) => v.option.key === 'leptospirosis')
  let printedVaccinations = vaccinations
  if (dapp && lepto && country !== 'US' && random.chance(0.6)) {
    Object.assign(dapp, { name: random.pick(['DHPPi/L4', 'DHPPi + L4', 'DA2PP/L4']), due: addMonths(dapp.given, 12) })
    Object.assign(lepto, { name: dapp.name, given: dapp.given, due: dapp.due, lot: dapp.lot })
    printedVaccinations = vaccinations.filter((v) => v !== lepto)
  }

  // Diagnoses and the medications that go with them.
  const diagnosisOptions = random.some(
    DIAGNOSES.filter((d) => d.species.includes(species)),
    random.int(1, 3),
  )
  const diagnoses = diagnosisOptions.map((d) => random.pick(d.printed))
  const drugNames = [...new Set(diagnosisOptions.flatMap((d) => random.some(d.drugs, random.int(1, 2))))]
  const drugs: Drug[] = drugNames
    .map((drugName) => MEDICATIONS.find((m) => m.name === drugName)!)
    .filter((option) => option.species.includes(species))
    .slice(0, 4)
    .map((option) => {
      const frequency = option.name === 'Vetsulin' || option.name === 'Insulin glargine' ? FREQUENCIES[1]! : random.pick(FREQUENCIES)
      const dose = random.pick(option.doses)
      return {
        option,
        frequency: random.pick(frequency.printed),
        truth: {
          name: option.name,
          dose: decimalComma ? dose.replace('.', ',') : dose,
          route: option.route,
          schedule: frequency.schedule,
        },
      }
    })
  const allergies = random.chance(0.45) ? random.some(ALLERGIES, random.int(1, 2)) : []

  const id = `${String(index + 1).padStart(3, '0')}-${layout}`
  const truth: Truth = {
    id,
    layout,
    country,
    pet: {
      name,
      species,
      breed,
      sex: female ? 'female' : 'male',
      neutered,
      dateOfBirth: layout === 'invoice' ? null : dateOfBirth,
      colour: layout === 'invoice' ? null : random.pick(species === 'dog' ? DOG_COLOURS : CAT_COLOURS),
      microchip: layout === 'invoice' ? null : microchip,
    },
    weights,
    vaccinations: vaccinations.map((v) => ({
      vaccineKey: v.option.key,
      name: v.name,
      givenOn: v.given,
      nextDueOn: v.due,
      batchNumber: v.lot,
    })),
    medications: drugs.map((d) => d.truth),
    conditions: diagnosisOptions.map((d, i) => ({ condition: d.condition, text: diagnoses[i]! })),
    allergies,
    clinic: {
      name: clinic.name,
      vet: clinic.vet,
      phone: clinic.phone,
      email: clinic.email,
      address: `${clinic.street}, ${clinic.town}`,
    },
  }
  return {
    truth,
    style,
    decimalComma,
    clinic,
    owner: random.pick(OWNERS),
    visit,
    sexPrinted,
    weightsPrinted,
    vaccinations: printedVaccinations,
    drugs,
    diagnoses,
    random,
  }
}

// ---------------------------------------------------------------------------------------------
// Layouts: each record as the lines of its printed page; two or more spaces separate columns.

const pad = (text: string, width: number) => (text.length >= width - 1 ? `${text}  ` : text.padEnd(width))
const speciesWord = (r: Sample, words: [string, string]) => (r.truth.pet.species === 'dog' ? words[0] : words[1])

/** '1 tablet PO BID', 'Give 1/2 tablet by mouth twice daily', '4 units SC q12h'. */
function instruction(r: Sample, drug: Drug, style: 'abbreviated' | 'words'): string {
  const { random } = r
  const route = drug.option.route
  const amount =
    drug.option.form === 'tablet' || drug.option.form === 'capsule'
      ? ((count: string) => `${count} ${drug.option.form}${count === '2' ? 's' : ''}`)(
          random.pick(drug.option.form === 'tablet' ? ['1', '1/2', '2'] : ['1', '2']),
        )
      : drug.option.form === 'mL' || drug.option.form === 'units' || drug.option.form === 'drops'
        ? ''
        : ''
  const routeText =
    style === 'abbreviated'
      ? {
          oral: 'PO',
          subcutaneous: 'SC',
          ear: 'AU',
          eye: 'OU',
          topical: 'topically',
          intramuscular: 'IM',
          intravenous: 'IV',
          inhaled: 'inhaled',
        }[route]
      : {
          oral: 'by mouth',
          subcutaneous: 'under the skin',
          ear: 'in the ears',
          eye: 'in the eyes',
          topical: 'on the skin',
          intramuscular: 'IM',
          intravenous: 'IV',
          inhaled: 'inhaled',
        }[route]
  return [amount && (style === 'words' ? `give ${amount}` : amount), routeText, drug.frequency].filter(Boolean).join(' ')
}

function usSummary(r: Sample): string[] {
  const { truth, clinic, random } = r
  const d = (iso: string) => printDate(iso, r.style)
  const lines = [
    clinic.name,
    clinic.street,
    clinic.town,
    `Phone: ${clinic.phone}    Email: ${clinic.email}`,
    '',
    random.pick(['PATIENT SUMMARY', 'PATIENT RECORD', 'Medical Record Summary']),
    `${pad(`Patient: ${truth.pet.name}`, 28)}Species: ${speciesWord(r, ['Canine', 'Feline'])}`,
    `${pad(`Breed: ${truth.pet.breed}`, 40)}Sex: ${r.sexPrinted}`,
    `${pad(`DOB: ${d(truth.pet.dateOfBirth!)}`, 28)}Color: ${truth.pet.colour}`,
  ]
  if (truth.pet.microchip)
    lines.push(`Microchip: ${random.chance(0.5) ? truth.pet.microchip.replace(/(\d{3})(?=\d)/g, '$1 ') : truth.pet.microchip}`)
  lines.push(`Client: ${r.owner}`, '', `${pad(`Visit Date: ${d(r.visit)}`, 28)}Attending: ${clinic.signed}`)
  if (truth.weights.length > 1) {
    lines.push(`Weight: ${r.weightsPrinted.at(-1)}`, '', 'Weight History')
    truth.weights.forEach((w, i) => lines.push(`${pad(d(w.date!), 14)}${r.weightsPrinted[i]}`))
  } else lines.push(`Weight: ${r.weightsPrinted[0]}`)
  lines.push('', random.pick(['Problem List', 'Diagnoses:', 'Active Problems:']))
  for (const diagnosis of r.diagnoses) lines.push(`- ${diagnosis}`)
  lines.push('', 'Vaccination History', `${pad('Vaccine', 26)}${pad('Given', 13)}${pad('Due', 13)}Lot`)
  for (const v of r.vaccinations) lines.push(`${pad(v.name, 26)}${pad(d(v.given), 13)}${pad(d(v.due), 13)}${v.lot ?? ''}`.trimEnd())
  lines.push('', random.pick(['Current Medications', 'Medications Dispensed:', 'Medications:']))
  for (const drug of r.drugs)
    lines.push(
      random.chance(0.5)
        ? `${drug.truth.name} ${drug.truth.dose}${drug.option.form === 'tablet' ? ' tablets' : ''} - Give ${instruction(r, drug, 'abbreviated')}`
        : `${drug.truth.name} ${drug.truth.dose} ${instruction(r, drug, 'abbreviated')}`,
    )
  lines.push('', `Allergies: ${truth.allergies.length ? truth.allergies.join(', ') : random.pick(['NKA', 'None known'])}`)
  return lines
}

function letter(r: Sample): string[] {
  const { truth, clinic, random } = r
  const d = (iso: string) => printDate(iso, r.style)
  const he = truth.pet.sex === 'female' ? 'She' : 'He'
  const her = truth.pet.sex === 'female' ? 'her' : 'his'
  const lines = [
    clinic.name,
    clinic.street,
    clinic.town,
    `Tel: ${clinic.phone}   Email: ${clinic.email}`,
    '',
    d(r.visit),
    '',
    `Dear ${r.owner},`,
    '',
    random.pick(['CLINICAL HISTORY SUMMARY', 'Patient details', 'VACCINATION AND TREATMENT RECORD']),
    `${pad(`Pet name: ${truth.pet.name}`, 24)}${pad(`Species: ${speciesWord(r, ['Canine', 'Feline'])}`, 20)}Breed: ${truth.pet.breed}`,
    `${pad(`Sex: ${r.sexPrinted}`, 28)}Date of birth: ${d(truth.pet.dateOfBirth!)}`,
  ]
  lines.push(
    truth.pet.microchip ? `${pad(`Colour: ${truth.pet.colour}`, 28)}Microchip no: ${truth.pet.microchip}` : `Colour: ${truth.pet.colour}`,
    '',
    `Thank you for bringing ${truth.pet.name} to see us on ${d(r.visit)}.`,
    `${he} weighed ${r.weightsPrinted[0]} today, and ${her} examination went well.`,
    '',
  )
  if (r.diagnoses.length === 1) lines.push(`Diagnosis: ${r.diagnoses[0]}`)
  else lines.push('Diagnoses:', ...r.diagnoses.map((diagnosis) => `- ${diagnosis}`))
  lines.push('', 'Vaccinations:')
  // One style for the whole list, as a practice's letter template prints it.
  const dated = random.chance(0.5)
  for (const v of r.vaccinations)
    lines.push(
      dated
        ? `${d(v.given)}  ${v.name}${v.lot ? ` batch ${v.lot}` : ''}  next due ${d(v.due)}`
        : `- ${v.name} given ${d(v.given)}, next due ${d(v.due)}${v.lot ? `, batch ${v.lot}` : ''}`,
    )
  lines.push('', random.pick(['Current medication:', 'Medication:', 'Prescriptions:']))
  for (const drug of r.drugs)
    lines.push(`- ${drug.truth.name} ${drug.truth.dose}: ${instruction(r, drug, random.chance(0.5) ? 'words' : 'abbreviated')}`)
  lines.push(
    '',
    `Known allergies: ${truth.allergies.length ? truth.allergies.join(', ') : 'none known'}`,
    '',
    'Please contact us if you have any questions.',
    '',
    random.pick(['Kind regards,', 'Yours sincerely,']),
    clinic.signed,
    clinic.name,
  )
  return lines
}

function invoice(r: Sample): string[] {
  const { truth, clinic, random } = r
  const d = (iso: string) => printDate(iso, r.style)
  const money = (amount: number) =>
    truth.country === 'US'
      ? `$${amount.toFixed(2)}`
      : truth.country === 'GB'
        ? `£${amount.toFixed(2)}`
        : `${amount.toFixed(2).replace('.', ',')} €`
  const lines = [
    clinic.name,
    clinic.street,
    clinic.town,
    `Tel: ${clinic.phone}   Email: ${clinic.email}`,
    '',
    `${pad('INVOICE', 28)}Invoice No: ${random.int(10000, 99999)}`,
    `${pad(`Date: ${d(r.visit)}`, 28)}Client: ${r.owner}`,
    `${pad(`Patient: ${truth.pet.name}`, 22)}${pad(`Species: ${speciesWord(r, ['Canine', 'Feline'])}`, 20)}Sex: ${r.sexPrinted}`,
    `Breed: ${truth.pet.breed}`,
    `Weight: ${r.weightsPrinted[0]}`,
    '',
    `${pad('Date', 12)}${pad('Description', 52)}${pad('Qty', 5)}Amount`,
  ]
  let total = 0
  const row = (date: string, description: string, qty: number, amount: number) => {
    total += amount
    lines.push(`${pad(date, 12)}${pad(description, 52)}${pad(String(qty), 5)}${money(amount)}`)
  }
  row(d(r.visit), `Consultation - ${clinic.signed.replace(/,.*$/, '')}`, 1, random.int(45, 90))
  for (const v of r.vaccinations) row(d(v.given), `${v.name} vaccine, next due ${d(v.due)}`, 1, random.int(20, 60))
  for (const drug of r.drugs)
    row(d(r.visit), `${drug.truth.name} ${drug.truth.dose} - ${instruction(r, drug, 'abbreviated')}`, random.int(1, 90), random.int(8, 120))
  lines.push(`${pad('', 64)}${pad('Total', 5)}${money(total)}`, '')
  const joined = `Diagnoses: ${r.diagnoses.join('; ')}`
  if (r.diagnoses.length === 1) lines.push(`Diagnosis: ${r.diagnoses[0]}`)
  else if (joined.length <= 84) lines.push(joined)
  else lines.push('Diagnoses:', ...r.diagnoses.map((diagnosis) => `- ${diagnosis}`))
  if (truth.allergies.length) lines.push(`Allergies: ${truth.allergies.join(', ')}`)
  lines.push('', 'Thank you for choosing us. Payment is due on receipt.')
  return lines
}

function discharge(r: Sample): string[] {
  const { truth, clinic, random } = r
  const d = (iso: string) => printDate(iso, r.style)
  const he = truth.pet.sex === 'female' ? 'She' : 'He'
  const name = truth.pet.name!
  const out = addDays(r.visit, random.int(1, 3))
  const lines = [
    clinic.name,
    clinic.street,
    clinic.town,
    `Phone: ${clinic.phone}    Email: ${clinic.email}`,
    '',
    'DISCHARGE SUMMARY',
    `${pad(`Patient: ${name}`, 26)}${pad(`Species: ${speciesWord(r, ['Canine', 'Feline'])}`, 20)}Breed: ${truth.pet.breed}`,
    `${pad(`Sex: ${r.sexPrinted}`, 26)}${pad(`DOB: ${d(truth.pet.dateOfBirth!)}`, 20)}Colour: ${truth.pet.colour}`,
  ]
  if (truth.pet.microchip) lines.push(`Microchip: ${truth.pet.microchip}`)
  lines.push(
    `Owner: ${r.owner}`,
    `${pad(`Admission date: ${d(r.visit)}`, 30)}Discharge date: ${d(out)}`,
    `Attending veterinarian: ${clinic.signed}`,
    '',
    r.diagnoses.length === 1 ? `Diagnosis: ${r.diagnoses[0]}` : 'Diagnoses:',
    ...(r.diagnoses.length === 1 ? [] : r.diagnoses.map((diagnosis) => `- ${diagnosis}`)),
    '',
    random.pick(['History and findings:', 'Clinical summary:', 'Summary of hospital stay:']),
    `${name} was admitted for ${random.pick(['lethargy and reduced appetite', 'vomiting and weight loss', 'coughing at night', 'stiffness and lameness'])}.`,
    `${he} weighed ${r.weightsPrinted[0]} on admission. Bloodwork and imaging were`,
    `performed; ${random.pick(['there was no evidence of pancreatitis', 'no foreign body was seen', 'the chest radiographs were unremarkable'])}.`,
    `${name} ate well in hospital and is ready to go home.`,
    '',
    'Medications to go home:',
  )
  r.drugs.forEach((drug, i) =>
    lines.push(
      `${i + 1}. ${drug.truth.name} ${drug.truth.dose}${drug.option.form === 'tablet' ? ' tablets' : ''} - ${instruction(r, drug, 'words')}`,
    ),
  )
  lines.push('', 'Vaccinations:')
  for (const v of r.vaccinations) lines.push(`${v.name} given ${d(v.given)}, next due ${d(v.due)}${v.lot ? ` (lot ${v.lot})` : ''}`)
  lines.push(
    '',
    `Allergies: ${truth.allergies.length ? truth.allergies.join(', ') : 'NKA'}`,
    '',
    'Recheck:',
    `Please book a recheck with ${clinic.signed.replace(/,.*$/, '')} in ${random.pick(['7', '10', '14'])} days.`,
  )
  return lines
}

const LAYOUTS: Record<Layout, (r: Sample) => string[]> = { 'us-summary': usSummary, letter, invoice, discharge }

// Truths the layouts change: a field a layout does not print is not in its truth.
function finish(r: Sample): Truth {
  const truth = structuredClone(r.truth)
  if (truth.layout === 'letter') truth.weights = truth.weights.map((w) => ({ ...w, date: r.visit }))
  if (truth.layout === 'invoice') truth.vaccinations = truth.vaccinations.map((v) => ({ ...v, batchNumber: null }))
  return truth
}

export function generate(seed: number, index: number): { truth: Truth; lines: string[] } {
  const record = makeRecord(seed, index)
  return { truth: finish(record), lines: LAYOUTS[record.truth.layout](record) }
}

// ---------------------------------------------------------------------------------------------
// Rendering.

const FONTS = [
  { name: 'Helvetica', char: 5.6 },
  { name: 'Times-Roman', char: 5.6 },
  { name: 'Courier', char: 6.0 },
]

/** A text PDF: each column (text after two or more spaces) at its own position, as practice software places it. */
export function renderPdf(lines: string[], variant: number): Promise<Buffer> {
  const font = FONTS[variant % FONTS.length]!
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Producer: 'Practice management system', CreationDate: new Date(0) } })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  let y = 50
  lines.forEach((line, row) => {
    if (y > 800) {
      doc.addPage()
      y = 50
    }
    const heading = row === 0
    doc.font(
      heading ? `${font.name === 'Times-Roman' ? 'Times-Bold' : font.name === 'Courier' ? 'Courier-Bold' : 'Helvetica-Bold'}` : font.name,
    )
    doc.fontSize(heading ? 13 : 10)
    for (const column of line.matchAll(/\S+(?: \S+)*/g)) doc.text(column[0], 40 + column.index * font.char, y, { lineBreak: false })
    y += heading ? 18 : 14
  })
  doc.end()
  return done
}

const PAPER = '#f2eee4'
/** The printed page as a phone photographs it: tilted a few degrees, soft, darker at one corner, JPEG. */
export async function renderPhoto(lines: string[], seed: number): Promise<Buffer> {
  const random = new Random(seed)
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
  const fontSize = 26
  const lineHeight = 40
  const width = 1500
  const height = 150 + lines.length * lineHeight
  const texts = lines.map(
    (line, row) =>
      `<text x="70" y="${110 + row * lineHeight}" font-family="DejaVu Sans Mono" font-size="${fontSize}" fill="#222" xml:space="preserve">${escape(line)}</text>`,
  )
  // Uneven light: a shadow across one side of the page, as a hand or the phone casts.
  const cx = random.pick(['10%', '90%'])
  const cy = random.pick(['0%', '100%'])
  const shade = `<defs><radialGradient id="light" cx="${cx}" cy="${cy}" r="110%"><stop offset="0%" stop-color="#fff" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="${(0.25 + random.next() * 0.2).toFixed(2)}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#light)"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${PAPER}"/>${texts.join('')}${shade}</svg>`
  const angle = (random.chance(0.5) ? -1 : 1) * (1 + random.next() * 2)
  return sharp(Buffer.from(svg))
    .rotate(angle, { background: '#b8b2a6' })
    .blur(0.8 + random.next() * 0.5)
    .jpeg({ quality: 45 + random.int(0, 10), mozjpeg: true })
    .toBuffer()
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      seed: { type: 'string', default: '13' },
      count: { type: 'string', default: '40' },
      photos: { type: 'string', default: '12' },
    },
  })
  if (!values.out) throw new Error('--out DIR is required')
  const seed = Number(values.seed)
  const count = Number(values.count)
  const photos = Number(values.photos)
  mkdirSync(values.out, { recursive: true })
  for (let index = 0; index < count; index++) {
    const { truth, lines } = generate(seed, index)
    const base = join(values.out, truth.id)
    // Lists of words on one line, as the repository's Prettier writes them.
    const json = JSON.stringify(truth, null, 2).replace(
      /\[\n\s+("[^"\n]*"(?:,\n\s+"[^"\n]*")*)\n\s+\]/g,
      (_, items: string) => `[${items.split(/,\n\s+/).join(', ')}]`,
    )
    writeFileSync(`${base}.json`, `${json}\n`)
    writeFileSync(`${base}.pdf`, await renderPdf(lines, index))
    if (index < photos) writeFileSync(`${base}.jpg`, await renderPhoto(lines, seed * 31 + index))
  }
  console.log(`${count} records (${Math.min(count, photos)} photographed) in ${values.out}, seed ${seed}`)
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main()
