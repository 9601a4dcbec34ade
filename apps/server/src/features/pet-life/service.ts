import { goodWithFromReactivity, houseTrainedFromLevel } from '@pawpulse/domain/behavior'
import { normalizeSection, type PetBehavior, petBehaviorSchema, type PetDiet, type PetFunFacts } from '@pawpulse/domain/pet-life-api'
import {
  behaviorFields,
  type BehaviorUpdate,
  dietFields,
  type DietUpdate,
  funFactsFields,
  type FunFactsUpdate,
} from '@pawpulse/domain/pet-life-input'
import { eq } from 'drizzle-orm'
import type { PetScope } from '#server/core/pet-router.ts'
import type { Tx } from '#server/db/client.ts'
import { petBehavior, petDiet, petFunFacts, pets } from '#server/db/schema.ts'

/**
 * The pet's diet, behaviour and fun facts (docs/product/pets.md#diet-behaviour-and-fun-facts):
 * one row per pet, the owner's whoever in the household writes it. Saving replaces the section;
 * saving nothing removes it, so the page shows the section's empty state again.
 */

export async function getDiet({ db, petId }: PetScope): Promise<PetDiet | null> {
  const [row] = await db.select().from(petDiet).where(eq(petDiet.petId, petId))
  return row ? dietView(row) : null
}

export async function saveDiet({ db, petId }: PetScope, input: DietUpdate): Promise<PetDiet | null> {
  const { values, isEmpty } = normalizeSection(input, dietFields)
  if (isEmpty) {
    await db.delete(petDiet).where(eq(petDiet.petId, petId))
    return null
  }
  const [row] = await db
    .insert(petDiet)
    .values({ ...values, petId, userId: await ownerOf(db, petId) })
    .onConflictDoUpdate({ target: petDiet.petId, set: values })
    .returning()
  return dietView(row!)
}

export async function getFunFacts({ db, petId }: PetScope): Promise<PetFunFacts | null> {
  const [row] = await db.select().from(petFunFacts).where(eq(petFunFacts.petId, petId))
  return row ? funFactsView(row) : null
}

export async function saveFunFacts({ db, petId }: PetScope, input: FunFactsUpdate): Promise<PetFunFacts | null> {
  const { values, isEmpty } = normalizeSection(input, funFactsFields)
  if (isEmpty) {
    await db.delete(petFunFacts).where(eq(petFunFacts.petId, petId))
    return null
  }
  const [row] = await db
    .insert(petFunFacts)
    .values({ ...values, petId, userId: await ownerOf(db, petId) })
    .onConflictDoUpdate({ target: petFunFacts.petId, set: values })
    .returning()
  return funFactsView(row!)
}

export async function getBehavior({ db, petId }: PetScope): Promise<PetBehavior | null> {
  const [row] = await db.select().from(petBehavior).where(eq(petBehavior.petId, petId))
  return row ? behaviorView(row) : null
}

export async function saveBehavior({ db, petId }: PetScope, input: BehaviorUpdate): Promise<PetBehavior | null> {
  const { values, isEmpty } = normalizeSection(input, behaviorFields)
  if (isEmpty) {
    await db.delete(petBehavior).where(eq(petBehavior.petId, petId))
    return null
  }
  const columns = behaviorColumns(values)
  const [row] = await db
    .insert(petBehavior)
    .values({ ...columns, petId, userId: await ownerOf(db, petId) })
    .onConflictDoUpdate({ target: petBehavior.petId, set: columns })
    .returning()
  return behaviorView(row!)
}

/**
 * The behaviour row for `values`, with the yes/no columns the previous release reads derived
 * from the scales (docs/decisions/025-behaviour-scales.md). Onboarding inserts through it too.
 */
export function behaviorColumns(values: { [K in keyof BehaviorUpdate]-?: BehaviorUpdate[K] | null }) {
  return {
    ...values,
    goodWithDogs: goodWithFromReactivity(values.dogReactivity),
    goodWithCats: goodWithFromReactivity(values.catReactivity),
    goodWithChildren: goodWithFromReactivity(values.childReactivity),
    houseTrained: houseTrainedFromLevel(values.houseTraining),
  }
}

async function ownerOf(db: Tx, petId: string): Promise<string> {
  const [pet] = await db.select({ ownerId: pets.userId }).from(pets).where(eq(pets.id, petId))
  return pet!.ownerId
}

function dietView(row: typeof petDiet.$inferSelect): PetDiet {
  return {
    foodType: row.foodType,
    brand: row.brand,
    feedingSchedule: row.feedingSchedule,
    portionSize: row.portionSize,
    treats: row.treats,
    dietaryRestrictions: row.dietaryRestrictions,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  }
}

function funFactsView(row: typeof petFunFacts.$inferSelect): PetFunFacts {
  return {
    nicknames: row.nicknames,
    favoriteToys: row.favoriteToys,
    favoriteActivities: row.favoriteActivities,
    quirkyBehaviors: row.quirkyBehaviors,
    adoptionStory: row.adoptionStory,
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The check constraints hold the scales' words, so the row parses; the schema types them. */
function behaviorView(row: typeof petBehavior.$inferSelect): PetBehavior {
  return petBehaviorSchema.parse({
    temperament: row.temperament,
    energyLevel: row.energyLevel,
    anxietyTriggers: row.anxietyTriggers,
    dogReactivity: row.dogReactivity,
    catReactivity: row.catReactivity,
    peopleReactivity: row.peopleReactivity,
    childReactivity: row.childReactivity,
    houseTraining: row.houseTraining,
    crateTrained: row.crateTrained,
    separationAnxiety: row.separationAnxiety,
    muzzleNeeded: row.muzzleNeeded,
    handlingNotes: row.handlingNotes,
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  })
}
