import type { AiOnboardingCompletion, AiWeight } from '@pawpulse/domain/ai-onboarding-api'
import type { CareTeamContactInput } from '@pawpulse/domain/care-team-input'
import { conditionLabel } from '@pawpulse/domain/condition-label'
import type { ConditionInput } from '@pawpulse/domain/conditions'
import type { MedicationCreate } from '@pawpulse/domain/medication-input'
import type { VaccinationInput } from '@pawpulse/domain/vaccination-input'
import { vaccines } from '@pawpulse/domain/vaccines'
import type { Extracted, ExtractedVetRecord } from '@pawpulse/domain/vet-record'

/**
 * The review step's model (docs/product/onboarding.md#the-ai-wizard): every value the records
 * proposed becomes one field the owner accepts, edits or rejects. A field knows how it reads, where
 * it came from, and how to put its value (as proposed or as edited) into the save body.
 */
export type AiPetPart = Omit<Required<AiOnboardingCompletion['pets'][number]>, 'pet' | 'vetRecordIds'> & {
  pet: Partial<AiOnboardingCompletion['pets'][number]['pet']>
  weights: AiWeight[]
  vaccinations: VaccinationInput[]
  medications: MedicationCreate[]
  conditions: ConditionInput[]
  allergies: string[]
}
export type AiSaveTarget = { pet: AiPetPart; vet: CareTeamContactInput }

export interface ReviewField {
  /** Unique in the review and stable across reloads: the decisions are kept under it. */
  key: string
  section: string
  label: string
  /** The proposal, in words. */
  value: string
  snippet: string
  confidence: number
  /** What Edit starts from, and a hint on its form. */
  editText: string
  editHint?: string
  /** Puts the value (the edit's text) into the body; returns a message when the text does not fit. */
  put: (target: AiSaveTarget, text: string) => string | null
  /** What the owner typed in steps 1–2 when it differs from the record: a conflict to settle. */
  typed?: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const dateMessage = 'Enter a date as YYYY-MM-DD'
const clean = (text: string) => text.trim()
const required = (text: string, message: string) => (clean(text) ? null : message)

/** The confidence in words (docs/product/vet-records.md#the-rule-nothing-is-guessed-silently). */
export function confidenceWords(confidence: number): string {
  if (confidence >= 0.95) return 'Read from a label'
  if (confidence >= 0.85) return 'Found in its section of the record'
  if (confidence >= 0.7) return 'Found by its shape'
  return 'Read loosely: check it'
}

const vaccineName = (key: string | null, name: string) => vaccines.find((v) => v.key === key)?.name ?? name

interface PetFieldsInput {
  petKey: string
  record: ExtractedVetRecord
  typedName: string
  typedSpecies: string
}

function single<T>(
  fields: ReviewField[],
  read: Extracted<T> | null,
  spec: Omit<ReviewField, 'value' | 'snippet' | 'confidence' | 'editText'> & { show: (value: T) => string; edit?: (value: T) => string },
) {
  if (!read) return
  const { show, edit, ...rest } = spec
  fields.push({
    ...rest,
    value: show(read.value),
    snippet: read.snippet,
    confidence: read.confidence,
    editText: (edit ?? show)(read.value),
  })
}

/** One pet's fields from the records assigned to it (already merged). */
export function petReviewFields({ petKey, record, typedName, typedSpecies }: PetFieldsInput): ReviewField[] {
  const fields: ReviewField[] = []
  const section = 'About the pet'
  const key = (name: string) => `${petKey}:${name}`
  const { pet } = record
  single(fields, pet.name, {
    key: key('name'),
    section,
    label: 'Name',
    show: (v) => v,
    typed: pet.name && clean(pet.name.value).toLowerCase() !== clean(typedName).toLowerCase() ? typedName : undefined,
    put: (t, text) => required(text, 'Pet name is required') ?? ((t.pet.pet.name = clean(text)), null),
  })
  single(fields, pet.species, {
    key: key('species'),
    section,
    label: 'Species',
    show: (v) => (v === 'dog' ? 'Dog' : 'Cat'),
    typed: pet.species && typedSpecies && pet.species.value !== typedSpecies ? (typedSpecies === 'dog' ? 'Dog' : 'Cat') : undefined,
    put: (t, text) => {
      const value = clean(text).toLowerCase()
      if (value !== 'dog' && value !== 'cat') return 'Choose dog or cat'
      t.pet.pet.species = value
      return null
    },
  })
  single(fields, pet.breed, {
    key: key('breed'),
    section,
    label: 'Breed',
    show: (v) => v,
    put: (t, text) => ((t.pet.pet.breed = clean(text) || null), null),
  })
  single(fields, pet.sex, {
    key: key('sex'),
    section,
    label: 'Sex',
    show: (v) => (v === 'male' ? 'Male' : 'Female'),
    put: (t, text) => {
      const value = clean(text).toLowerCase()
      if (value !== 'male' && value !== 'female') return 'Enter male or female'
      t.pet.pet.sex = value
      return null
    },
  })
  single(fields, pet.neutered, {
    key: key('neutered'),
    section,
    label: 'Neutered or spayed',
    show: (v) => (v ? 'Yes' : 'No'),
    put: (t, text) => {
      const value = clean(text).toLowerCase()
      if (value !== 'yes' && value !== 'no') return 'Enter yes or no'
      t.pet.pet.neutered = value === 'yes'
      return null
    },
  })
  single(fields, pet.dateOfBirth, {
    key: key('dateOfBirth'),
    section,
    label: 'Date of birth',
    show: (v) => v,
    editHint: 'YYYY-MM-DD',
    put: (t, text) => (ISO_DATE.test(clean(text)) ? ((t.pet.pet.birthdate = clean(text)), null) : dateMessage),
  })
  single(fields, pet.ageYears, {
    key: key('ageYears'),
    section,
    label: 'Age',
    show: (v) => `${v} years`,
    edit: (v) => String(v),
    editHint: 'In years, e.g. 9.5',
    put: (t, text) => {
      const years = Number(clean(text).replace(',', '.'))
      if (!clean(text) || !Number.isFinite(years) || years < 0) return 'Enter the age in years'
      t.pet.pet.age = years
      return null
    },
  })
  single(fields, pet.colour, {
    key: key('colour'),
    section,
    label: 'Colour',
    show: (v) => v,
    put: (t, text) => ((t.pet.pet.color = clean(text) || null), null),
  })
  single(fields, pet.microchip, {
    key: key('microchip'),
    section,
    label: 'Microchip',
    show: (v) => v,
    put: (t, text) => {
      const chip = clean(text).replace(/\s+/g, '')
      t.pet.pet.microchipId = chip || null
      if (chip) t.pet.pet.microchipped = true
      return null
    },
  })

  record.weights.forEach((read, index) => {
    const show = (w: typeof read.value) => `${w.value} ${w.unit}${w.date ? `, ${w.date}` : ''}`
    fields.push({
      key: key(`weight:${read.value.value}${read.value.unit}|${read.value.date ?? index}`),
      section: 'Weights',
      label: read.value.date ? `Weight on ${read.value.date}` : 'Weight (no date)',
      value: show(read.value),
      snippet: read.snippet,
      confidence: read.confidence,
      editText: show(read.value),
      editHint: 'As “8.4 kg, 2024-03-12”',
      put: (t, text) => {
        const match = /^\s*(\d+(?:[.,]\d+)?)\s*(kg|lb)\s*,\s*(\d{4}-\d{2}-\d{2})\s*$/i.exec(text)
        if (!match) return 'Write the weight as “8.4 kg, 2024-03-12”'
        t.pet.weights.push({ value: Number(match[1]!.replace(',', '.')), unit: match[2]!.toLowerCase() as 'kg' | 'lb', date: match[3]! })
        return null
      },
    })
  })

  record.vaccinations.forEach((read, index) => {
    const v = read.value
    const name = vaccineName(v.vaccineKey, v.name)
    fields.push({
      key: key(`vaccination:${v.vaccineKey ?? v.name}|${v.givenOn ?? index}`),
      section: 'Vaccinations',
      label: name,
      value: [
        `given ${v.givenOn ?? 'on a date the record does not say'}`,
        v.nextDueOn ? `next due ${v.nextDueOn}` : 'no next due date on the record (the usual one will be suggested)',
        v.batchNumber && `lot ${v.batchNumber}`,
      ]
        .filter(Boolean)
        .join(', '),
      snippet: read.snippet,
      confidence: read.confidence,
      editText: v.givenOn ?? '',
      editHint: 'The date it was given, YYYY-MM-DD',
      put: (t, text) => {
        const givenOn = clean(text)
        if (!ISO_DATE.test(givenOn)) return 'Give the date it was given, as YYYY-MM-DD'
        t.pet.vaccinations.push({
          vaccineKey: v.vaccineKey,
          vaccineName: v.vaccineKey ? null : v.name,
          givenOn,
          // Without a next due date from the record the server suggests the usual one, as the vaccinations page does.
          ...(v.nextDueOn && v.nextDueOn > givenOn ? { nextDueOn: v.nextDueOn } : {}),
          batchNumber: v.batchNumber,
        })
        return null
      },
    })
  })

  record.medications.forEach((read) => {
    const m = read.value
    fields.push({
      key: key(`medication:${m.name.toLowerCase()}`),
      section: 'Medications',
      label: m.name,
      value: [m.dose, m.route, m.instructions].filter(Boolean).join(', ') || 'No dose given',
      snippet: read.snippet,
      confidence: read.confidence,
      editText: m.dose ?? '',
      editHint: 'The dose, e.g. 5 mg',
      put: (t, text) => {
        t.pet.medications.push({
          name: m.name,
          dosage: clean(text) || null,
          frequency: m.instructions,
          route: m.route,
          schedule: m.schedule,
        })
        return null
      },
    })
  })

  record.conditions.forEach((read) => {
    const c = read.value
    fields.push({
      key: key(`condition:${c.condition === 'other' ? `other|${c.text.toLowerCase()}` : c.condition}`),
      section: 'Conditions',
      label: c.condition === 'other' ? c.text : conditionLabel(c.condition),
      value: c.text,
      snippet: read.snippet,
      confidence: read.confidence,
      editText: c.text,
      editHint: 'The diagnosis as the vet wrote it',
      put: (t, text) => {
        const words = clean(text)
        if (c.condition === 'other' && !words) return 'Name the condition'
        t.pet.conditions.push({
          condition: c.condition,
          otherName: c.condition === 'other' ? words : null,
          notes: words || null,
          ongoing: true,
        })
        return null
      },
    })
  })

  record.allergies.forEach((read) => {
    fields.push({
      key: key(`allergy:${read.value.toLowerCase()}`),
      section: 'Allergies',
      label: 'Allergy',
      value: read.value,
      snippet: read.snippet,
      confidence: read.confidence,
      editText: read.value,
      put: (t, text) => required(text, 'Name the allergy') ?? (t.pet.allergies.push(clean(text)), null),
    })
  })
  return fields
}

/** The clinic and vet: once for all new pets. */
export function clinicReviewFields(record: ExtractedVetRecord): ReviewField[] {
  const fields: ReviewField[] = []
  const section = 'Clinic and vet'
  const { clinic } = record
  const text = (label: string, name: keyof typeof clinic, put: (vet: CareTeamContactInput, value: string) => void) =>
    single(fields, clinic[name], {
      key: `clinic:${name}`,
      section,
      label,
      show: (v) => v,
      put: (t, value) => (put(t.vet, clean(value)), null),
    })
  text('Clinic', 'name', (vet, value) => (vet.clinic = value || null))
  text('Veterinarian', 'vet', (vet, value) => (vet.name = value || null))
  text('Phone', 'phone', (vet, value) => (vet.phoneNumber = value || null))
  text('E-mail', 'email', (vet, value) => (vet.email = value || null))
  text('Address', 'address', (vet, value) => (vet.street = value || null))
  return fields
}
