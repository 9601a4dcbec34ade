import { sql } from 'drizzle-orm'
import { boolean, check, date, index, numeric, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { energyLevels, houseTrainingLevels, reactivityLevels, separationAnxietyLevels } from '@pawpulse/domain/behavior'
import { BREED_PERCENTAGE } from '@pawpulse/domain/breeds'
import { PET_AGE_YEARS } from '@pawpulse/domain/pet-input'
import { MIN_WEIGHT } from '@pawpulse/domain/units'
import { users } from './auth'
import { limit, textList, timestamps } from './columns'

export const pets = pgTable(
  'pets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    species: text('species').notNull(),
    /** Single breed (or the dominant one); a mix lives in pet_breed_mix. */
    breed: text('breed'),
    birthdate: date('birthdate'),
    birthdateEstimated: boolean('birthdate_estimated').notNull().default(false),
    /** Numeric age in years, used only when there is no birthdate (docs/product/pets.md#age). */
    age: numeric('age', { precision: 4, scale: 1, mode: 'number' }),
    weight: numeric('weight', { precision: 6, scale: 2, mode: 'number' }),
    weightUnit: text('weight_unit'),
    sex: text('sex'),
    color: text('color'),
    microchipped: boolean('microchipped').notNull().default(false),
    microchipId: text('microchip_id'),
    neutered: boolean('neutered'),
    acquisitionSource: text('acquisition_source'),
    acquisitionSourceDetails: text('acquisition_source_details'),
    active: boolean('active').notNull().default(true),
    nickNames: text('nick_names')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    /** The chosen profile photo; a pet_images row (no FK to avoid a cycle; checked in service). */
    profileImageId: uuid('profile_image_id'),
    enabledVitals: text('enabled_vitals')
      .array()
      .notNull()
      .default(sql`ARRAY[]::text[]`),
    completed: boolean('completed').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('pets_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    check('pets_species_check', sql`${t.species} in ('dog', 'cat')`),
    check('pets_age_check', sql`${t.age} is null or (${t.age} >= ${limit(PET_AGE_YEARS.min)} and ${t.age} <= ${limit(PET_AGE_YEARS.max)})`),
    check('pets_weight_check', sql`${t.weight} is null or ${t.weight} >= ${limit(MIN_WEIGHT)}`),
  ],
)

/**
 * The breed reference list (docs/product/pets.md#breeds-and-mixed-breeds, docs/decisions/002).
 * Seeded recognised breeds have `is_custom = false`; free text an owner typed is kept with
 * `is_custom = true` for admin review.
 */
export const petBreeds = pgTable(
  'pet_breeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    species: text('species').notNull(),
    name: text('name').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('pet_breeds_species_name_uq').on(t.species, sql`lower(${t.name})`)],
)

/** One row per breed in a pet's mix; percentages add up to at most 100, one is dominant. */
export const petBreedMix = pgTable(
  'pet_breed_mix',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    petId: uuid('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    breedId: uuid('breed_id').references(() => petBreeds.id, { onDelete: 'set null' }),
    breed: text('breed').notNull(),
    percentage: smallint('percentage'),
    isDominant: boolean('is_dominant').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pet_breed_mix_pet_breed_uq').on(t.petId, t.breed),
    check(
      'pet_breed_mix_percentage_check',
      sql`${t.percentage} is null or (${t.percentage} between ${limit(BREED_PERCENTAGE.min)} and ${limit(BREED_PERCENTAGE.max)})`,
    ),
  ],
)

/** Columns of the tables that hold one row per pet (diet, fun facts, behaviour), owned by the pet's owner. */
const onePerPet = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  petId: uuid('pet_id')
    .notNull()
    .unique()
    .references(() => pets.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
})

export const petDiet = pgTable('pet_diet', {
  ...onePerPet(),
  foodType: text('food_type'),
  brand: text('brand'),
  feedingSchedule: text('feeding_schedule'),
  portionSize: text('portion_size'),
  treats: text('treats'),
  dietaryRestrictions: text('dietary_restrictions'),
  notes: text('notes'),
  ...timestamps,
})

export const petFunFacts = pgTable('pet_fun_facts', {
  ...onePerPet(),
  nicknames: text('nicknames'),
  favoriteToys: text('favorite_toys'),
  favoriteActivities: text('favorite_activities'),
  quirkyBehaviors: text('quirky_behaviors'),
  adoptionStory: text('adoption_story'),
  ...timestamps,
})

/**
 * What a vet, a sitter or a groomer asks before handling a pet (docs/product/pets.md#behaviour).
 * The scales are domain constants (behavior.ts), checked here too. `good_with_*` and
 * `house_trained` are the yes/no answers the previous release reads: still written, derived from
 * the scales, until a later migration drops them (docs/decisions/025).
 */
export const petBehavior = pgTable(
  'pet_behavior',
  {
    ...onePerPet(),
    temperament: text('temperament'),
    energyLevel: text('energy_level'),
    /** @deprecated derived from dog_reactivity; read by the previous release only */
    goodWithDogs: boolean('good_with_dogs'),
    /** @deprecated derived from cat_reactivity */
    goodWithCats: boolean('good_with_cats'),
    /** @deprecated derived from child_reactivity */
    goodWithChildren: boolean('good_with_children'),
    dogReactivity: text('dog_reactivity'),
    catReactivity: text('cat_reactivity'),
    peopleReactivity: text('people_reactivity'),
    childReactivity: text('child_reactivity'),
    anxietyTriggers: text('anxiety_triggers'),
    handlingNotes: text('handling_notes'),
    muzzleNeeded: boolean('muzzle_needed'),
    /** @deprecated derived from house_training */
    houseTrained: boolean('house_trained'),
    houseTraining: text('house_training'),
    crateTrained: boolean('crate_trained'),
    separationAnxiety: text('separation_anxiety'),
    notes: text('notes'),
    ...timestamps,
  },
  (t) => [
    check('pet_behavior_energy_level_check', sql`${t.energyLevel} is null or ${t.energyLevel} in (${textList(energyLevels)})`),
    ...(['dogReactivity', 'catReactivity', 'peopleReactivity', 'childReactivity'] as const).map((key) =>
      check(`pet_behavior_${t[key].name}_check`, sql`${t[key]} is null or ${t[key]} in (${textList(reactivityLevels)})`),
    ),
    check('pet_behavior_house_training_check', sql`${t.houseTraining} is null or ${t.houseTraining} in (${textList(houseTrainingLevels)})`),
    check(
      'pet_behavior_separation_anxiety_check',
      sql`${t.separationAnxiety} is null or ${t.separationAnxiety} in (${textList(separationAnxietyLevels)})`,
    ),
  ],
)
