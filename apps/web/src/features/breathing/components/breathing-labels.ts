import type { BreathingContext } from '@pawpulse/domain/breathing'

/** Counts are taken asleep (best) or fully at rest. */
export const contextLabels: Record<BreathingContext, string> = { sleeping: 'Sleeping', resting: 'Resting' }

export const methodLabels: Record<'counter' | 'manual', string> = { counter: 'counter', manual: 'entered by hand' }
