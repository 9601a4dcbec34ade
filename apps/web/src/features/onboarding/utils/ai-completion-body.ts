import type { AiOnboardingCompletion } from '@pawpulse/domain/ai-onboarding-api'
import type { AiDraftPet, AiReviewDecision } from '#web/lib/stores/ai-onboarding-store.ts'
import type { AiPetPart, AiSaveTarget, ReviewField } from './ai-review-fields'

export interface AiCompletion {
  body: AiOnboardingCompletion
  /** Review field key → why its value does not fit. */
  errors: Record<string, string>
  /** Body path ('pets.0.vaccinations.1') → the review field that wrote it, for the server's field messages. */
  paths: Record<string, string>
}

interface BodyInput {
  fullName: string
  preferredName: string
  coParents: readonly { email: string; name: string }[]
  pets: readonly AiDraftPet[]
  /** Each pet's review fields, by the pet's draft key. */
  petFields: ReadonlyMap<string, readonly ReviewField[]>
  clinicFields: readonly ReviewField[]
  /** Each pet's records (by draft key): attached to it as documents. */
  petRecordIds: ReadonlyMap<string, readonly string[]>
  decisions: Readonly<Record<string, AiReviewDecision>>
}

/** The value a decision sends: only accepted and edited fields are saved. */
function decidedText(field: ReviewField, decision: AiReviewDecision | undefined): string | null {
  if (decision?.action === 'accept') return field.editText
  if (decision?.action === 'edit') return decision.value
  return null
}

/**
 * `POST /api/onboarding/ai/complete`'s body from the draft and the owner's decisions. What the owner
 * typed in steps 1–2 is the start; an accepted or edited field overrides it. Returns the fields
 * whose value does not fit (an accepted vaccination with no date), which the review shows.
 */
export function aiCompletionBody(input: BodyInput): AiCompletion {
  const errors: Record<string, string> = {}
  const paths: Record<string, string> = {}
  const vet: AiSaveTarget['vet'] = {}
  const apply = (target: AiSaveTarget, fields: readonly ReviewField[], petPath: string) => {
    for (const field of fields) {
      const text = decidedText(field, input.decisions[field.key])
      if (text === null) continue
      const before = snapshot(target)
      const message = field.put(target, text)
      if (message) errors[field.key] = message
      for (const path of changedPaths(before, snapshot(target), petPath)) paths[path] = field.key
    }
  }

  const pets = input.pets.map((draftPet, index) => {
    const part: AiPetPart = {
      pet: { name: draftPet.name.trim(), species: draftPet.species === '' ? undefined : draftPet.species },
      weights: [],
      vaccinations: [],
      medications: [],
      conditions: [],
      allergies: [],
    }
    apply({ pet: part, vet }, input.petFields.get(draftPet.key) ?? [], `pets.${index}`)
    return {
      ...part,
      pet: part.pet as AiOnboardingCompletion['pets'][number]['pet'],
      vetRecordIds: [...(input.petRecordIds.get(draftPet.key) ?? [])],
    }
  })
  apply(
    { pet: { pet: {}, weights: [], vaccinations: [], medications: [], conditions: [], allergies: [] }, vet },
    input.clinicFields,
    'pets.clinic',
  )

  const fullName = input.fullName.trim()
  const preferredName = input.preferredName.trim()
  const body: AiOnboardingCompletion = {
    pets,
    coParents: input.coParents.map(({ email, name }) => ({ email, name: name.trim() || null })),
  }
  if (fullName || preferredName) body.userProfile = { ...(fullName ? { fullName } : {}), ...(preferredName ? { preferredName } : {}) }
  if (Object.values(vet).some((value) => value)) body.primaryVet = vet
  return { body, errors, paths }
}

/** Which review field a server's field message belongs to: the longest body path it wrote that starts the message's. */
export function reviewFieldOf(paths: Readonly<Record<string, string>>, serverField: string): string | undefined {
  const match = Object.keys(paths)
    .filter((path) => serverField === path || serverField.startsWith(`${path}.`))
    .sort((a, b) => b.length - a.length)[0]
  return match === undefined ? undefined : paths[match]
}

type Snapshot = Record<string, string>

/** Each single value and each list's length, as text, to see what one field's put changed. */
function snapshot({ pet, vet }: AiSaveTarget): Snapshot {
  const shot: Snapshot = {}
  for (const [key, value] of Object.entries(pet.pet)) shot[`pet.${key}`] = JSON.stringify(value)
  for (const list of ['weights', 'vaccinations', 'medications', 'conditions', 'allergies'] as const) shot[list] = String(pet[list].length)
  for (const [key, value] of Object.entries(vet)) shot[`vet.${key}`] = JSON.stringify(value)
  return shot
}

function changedPaths(before: Snapshot, after: Snapshot, petPath: string): string[] {
  const paths: string[] = []
  for (const [key, value] of Object.entries(after)) {
    if (before[key] === value) continue
    if (key.startsWith('vet.')) paths.push(`primaryVet.${key.slice(4)}`)
    else if (key.startsWith('pet.')) paths.push(`${petPath}.${key}`)
    else paths.push(`${petPath}.${key}.${before[key] ?? '0'}`)
  }
  return paths
}
