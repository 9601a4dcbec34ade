import type { BreathingContext, BreathingMethod } from '@pawpulse/domain/breathing'

/** Counts are taken asleep (best) or fully at rest. */
export const contextLabels: Record<BreathingContext, string> = { sleeping: 'Sleeping', resting: 'Resting' }

export const methodLabels: Record<BreathingMethod, string> = { counter: 'counter', manual: 'entered by hand', camera: 'camera' }

/** Two words are enough for an owner; the camera only lets a count be saved above its threshold. */
export function confidenceWord(confidence: number): 'high' | 'medium' {
  return confidence >= 0.8 ? 'high' : 'medium'
}

/** "camera, high confidence" for a camera count; the plain method for the others. */
export function methodText(log: { method: BreathingMethod; confidence: number | null }): string {
  return log.method === 'camera' && log.confidence !== null
    ? `${methodLabels.camera}, ${confidenceWord(log.confidence)} confidence`
    : methodLabels[log.method]
}
