/**
 * A pet's behaviour as an owner, a sitter and a vet need it (docs/product/pets.md#behaviour):
 * the scales, their words, and how onboarding's yes/no answers map onto them.
 */

/**
 * How the pet reacts to dogs, cats, unfamiliar people or children, mildest first. A scale rather
 * than "good with: yes/no" because what the vet or the sitter must do differs at each step: a
 * nervous pet needs a slow introduction, a reactive one distance, one that may bite a muzzle or
 * separation. No answer (null) is "not known".
 */
export const reactivityLevels = ['relaxed', 'tolerant', 'nervous', 'reactive', 'may_bite'] as const
export type Reactivity = (typeof reactivityLevels)[number]

export const reactivityLabels: Record<Reactivity, string> = {
  relaxed: 'Relaxed',
  tolerant: 'Tolerant',
  nervous: 'Nervous',
  reactive: 'Reactive',
  may_bite: 'May bite or scratch',
}

export const reactivityDescriptions: Record<Reactivity, string> = {
  relaxed: 'Friendly and at ease; seeks or calmly accepts contact',
  tolerant: 'Accepts them nearby but prefers to be left alone',
  nervous: 'Avoids, hides or trembles; needs slow introductions',
  reactive: 'Barks, lunges, hisses or growls; keep at a distance',
  may_bite: 'Has bitten or scratched, or tries to; keep apart',
}

/** Who the reactivity scale is asked about. */
export const reactivityTargets = ['dogs', 'cats', 'people', 'children'] as const
export type ReactivityTarget = (typeof reactivityTargets)[number]

export const reactivityTargetLabels: Record<ReactivityTarget, string> = {
  dogs: 'Dogs',
  cats: 'Cats',
  people: 'Unfamiliar people',
  children: 'Children',
}

/** The behaviour fields that hold each target's reactivity. */
export const reactivityFields = {
  dogs: 'dogReactivity',
  cats: 'catReactivity',
  people: 'peopleReactivity',
  children: 'childReactivity',
} as const satisfies Record<ReactivityTarget, string>

/** House-training (a litter box for a cat), reliable first. */
export const houseTrainingLevels = ['reliable', 'occasional_accidents', 'in_training', 'not_trained'] as const
export type HouseTraining = (typeof houseTrainingLevels)[number]

export const houseTrainingLabels: Record<HouseTraining, string> = {
  reliable: 'Reliable',
  occasional_accidents: 'Occasional accidents',
  in_training: 'In training',
  not_trained: 'Not trained',
}

/** Separation anxiety: how the pet copes when left alone. */
export const separationAnxietyLevels = ['none', 'mild', 'severe'] as const
export type SeparationAnxiety = (typeof separationAnxietyLevels)[number]

export const separationAnxietyLabels: Record<SeparationAnxiety, string> = {
  none: 'None: settles when left alone',
  mild: 'Mild: whines or paces, then settles',
  severe: 'Severe: destroys, soils or hurts itself',
}

export const energyLevels = ['low', 'medium', 'high'] as const
export type EnergyLevel = (typeof energyLevels)[number]
export const energyLabels: Record<EnergyLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' }

/**
 * Onboarding asks "good with dogs?" as yes/no; a yes is the relaxed end of the scale and a no is
 * taken as reactive — the answer that keeps a vet or sitter careful until the owner says more.
 * The same mapping turned the stored yes/no answers into the scale (migration 0008).
 */
export function reactivityFromGoodWith(goodWith: boolean | null | undefined): Reactivity | null {
  if (goodWith === true) return 'relaxed'
  if (goodWith === false) return 'reactive'
  return null
}

/** The yes/no the previous release reads, kept written while both may run (decision 025). */
export function goodWithFromReactivity(reactivity: Reactivity | null | undefined): boolean | null {
  if (!reactivity) return null
  return reactivity === 'relaxed' || reactivity === 'tolerant'
}

export function houseTrainingFromBoolean(houseTrained: boolean | null | undefined): HouseTraining | null {
  if (houseTrained === true) return 'reliable'
  if (houseTrained === false) return 'not_trained'
  return null
}

export function houseTrainedFromLevel(level: HouseTraining | null | undefined): boolean | null {
  if (!level) return null
  return level === 'reliable'
}

/** The behaviour facts that change how a pet is handled, as `cautionsFor` reads them. */
export interface BehaviorCautionFacts {
  muzzleNeeded: boolean | null
  dogReactivity: Reactivity | null
  catReactivity: Reactivity | null
  peopleReactivity: Reactivity | null
  childReactivity: Reactivity | null
  separationAnxiety: SeparationAnxiety | null
}

/**
 * What someone about to handle the pet must be told first, most serious first: a muzzle, then
 * whom it may bite, then whom it reacts to, then severe separation anxiety (it should not be
 * left alone in a kennel or a car). Nothing when nothing calls for care.
 */
export function cautionsFor(facts: BehaviorCautionFacts): string[] {
  const cautions: string[] = []
  if (facts.muzzleNeeded) cautions.push('Muzzle needed for handling')
  const whom = (level: Reactivity) =>
    reactivityTargets.filter((target) => facts[reactivityFields[target]] === level).map((t) => reactivityTargetLabels[t].toLowerCase())
  const biting = whom('may_bite')
  if (biting.length) cautions.push(`May bite or scratch: ${biting.join(', ')}`)
  const reactive = whom('reactive')
  if (reactive.length) cautions.push(`Reactive to ${reactive.join(', ')}`)
  if (facts.separationAnxiety === 'severe') cautions.push('Severe separation anxiety')
  return cautions
}

/** A behaviour as it is read: the stored words of each field (what `behaviorFacts` turns into text). */
export interface BehaviorFactsInput extends BehaviorCautionFacts {
  temperament: string | null
  energyLevel: EnergyLevel | null
  anxietyTriggers: string | null
  houseTraining: HouseTraining | null
  crateTrained: boolean | null
  handlingNotes: string | null
  notes: string | null
}

const yesNoText = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No')
const labelOf = <K extends string>(labels: Record<K, string>, value: K | null) => (value === null ? null : labels[value])

/**
 * The behaviour as label and text, in the order the pet page, the report and its PDF show it;
 * an unanswered field is null (each rendering leaves it out or writes its own "not known").
 */
export function behaviorFacts(b: BehaviorFactsInput): [label: string, text: string | null][] {
  return [
    ['Temperament', b.temperament],
    ['Energy', labelOf(energyLabels, b.energyLevel)],
    ...reactivityTargets.map((target): [string, string | null] => [
      `With ${reactivityTargetLabels[target].toLowerCase()}`,
      labelOf(reactivityLabels, b[reactivityFields[target]]),
    ]),
    ['Anxiety triggers', b.anxietyTriggers],
    ['Separation anxiety', labelOf(separationAnxietyLabels, b.separationAnxiety)],
    ['House-training', labelOf(houseTrainingLabels, b.houseTraining)],
    ['Crate-trained', yesNoText(b.crateTrained)],
    ['Muzzle at the vet', yesNoText(b.muzzleNeeded)],
    ['Handling notes', b.handlingNotes],
    ['Notes', b.notes],
  ]
}
