import { describe, expect, it } from 'vitest'
import {
  type BehaviorFactsInput,
  behaviorFacts,
  cautionsFor,
  goodWithFromReactivity,
  houseTrainedFromLevel,
  houseTrainingFromBoolean,
  type Reactivity,
  reactivityFromGoodWith,
  reactivityLevels,
} from './behavior'

describe('reactivityFromGoodWith (onboarding’s yes/no onto the scale, as migration 0008 does)', () => {
  it.each([
    [true, 'relaxed'],
    [false, 'reactive'],
    [null, null],
    [undefined, null],
  ] as const)('%s → %s', (goodWith, expected) => expect(reactivityFromGoodWith(goodWith)).toBe(expected))
})

describe('goodWithFromReactivity (the yes/no the previous release reads)', () => {
  it.each([
    ['relaxed', true],
    ['tolerant', true],
    ['nervous', false],
    ['reactive', false],
    ['may_bite', false],
    [null, null],
  ] as const)('%s → %s', (level, expected) => expect(goodWithFromReactivity(level)).toBe(expected))

  it('round-trips a yes/no answer', () => {
    for (const answer of [true, false, null]) expect(goodWithFromReactivity(reactivityFromGoodWith(answer))).toBe(answer)
  })

  it('lists the scale mildest first', () => {
    expect(reactivityLevels).toEqual(['relaxed', 'tolerant', 'nervous', 'reactive', 'may_bite'])
  })
})

describe('house-training', () => {
  it.each([
    [true, 'reliable'],
    [false, 'not_trained'],
    [null, null],
  ] as const)('house-trained %s → %s', (answer, level) => expect(houseTrainingFromBoolean(answer)).toBe(level))

  it.each([
    ['reliable', true],
    ['occasional_accidents', false],
    ['in_training', false],
    ['not_trained', false],
    [null, null],
  ] as const)('%s → house-trained %s', (level, answer) => expect(houseTrainedFromLevel(level)).toBe(answer))
})

const none: BehaviorFactsInput = {
  temperament: null,
  energyLevel: null,
  anxietyTriggers: null,
  dogReactivity: null,
  catReactivity: null,
  peopleReactivity: null,
  childReactivity: null,
  houseTraining: null,
  crateTrained: null,
  separationAnxiety: null,
  muzzleNeeded: null,
  handlingNotes: null,
  notes: null,
}
const r = (level: Reactivity) => level

describe('cautionsFor (what someone about to handle the pet is told first)', () => {
  it.each<[string, Partial<BehaviorFactsInput>, string[]]>([
    ['nothing known', {}, []],
    ['relaxed with everyone', { dogReactivity: r('relaxed'), childReactivity: r('tolerant') }, []],
    ['a muzzle', { muzzleNeeded: true }, ['Muzzle needed for handling']],
    ['no muzzle', { muzzleNeeded: false }, []],
    [
      'bites and reacts',
      { dogReactivity: r('reactive'), peopleReactivity: r('may_bite'), childReactivity: r('may_bite'), catReactivity: r('reactive') },
      ['May bite or scratch: unfamiliar people, children', 'Reactive to dogs, cats'],
    ],
    ['nervous is not a caution', { peopleReactivity: r('nervous') }, []],
    ['severe separation anxiety', { separationAnxiety: 'severe' }, ['Severe separation anxiety']],
    ['mild separation anxiety', { separationAnxiety: 'mild' }, []],
    [
      'most serious first',
      { separationAnxiety: 'severe', dogReactivity: r('reactive'), muzzleNeeded: true, catReactivity: r('may_bite') },
      ['Muzzle needed for handling', 'May bite or scratch: cats', 'Reactive to dogs', 'Severe separation anxiety'],
    ],
  ])('%s', (_, facts, expected) => expect(cautionsFor({ ...none, ...facts })).toEqual(expected))
})

describe('behaviorFacts (how the pet page and the report read a behaviour)', () => {
  it('labels every field in order, unanswered as null', () => {
    const facts = behaviorFacts({
      ...none,
      energyLevel: 'high',
      dogReactivity: 'may_bite',
      houseTraining: 'occasional_accidents',
      crateTrained: false,
      muzzleNeeded: true,
      separationAnxiety: 'mild',
    })
    expect(facts).toEqual([
      ['Temperament', null],
      ['Energy', 'High'],
      ['With dogs', 'May bite or scratch'],
      ['With cats', null],
      ['With unfamiliar people', null],
      ['With children', null],
      ['Anxiety triggers', null],
      ['Separation anxiety', 'Mild: whines or paces, then settles'],
      ['House-training', 'Occasional accidents'],
      ['Crate-trained', 'No'],
      ['Muzzle at the vet', 'Yes'],
      ['Handling notes', null],
      ['Notes', null],
    ])
  })
})
