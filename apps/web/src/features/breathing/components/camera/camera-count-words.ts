import { COUNTER_DURATIONS, type CounterDuration } from '@pawpulse/domain/breathing'
import { CAMERA_CONFIDENCE_THRESHOLD, type CameraCount } from '@pawpulse/domain/camera-breathing/counter'

/** A count the owner may save: the counter counted it and is sure enough. Anything else is not guessed at. */
export function isUsableCount(count: CameraCount): count is Extract<CameraCount, { status: 'counted' }> {
  return count.status === 'counted' && count.confidence >= CAMERA_CONFIDENCE_THRESHOLD
}

/** Why the camera could not count, in plain words, with what to do about it. */
export function refusalMessage(count: CameraCount, petName: string): string {
  if (count.status === 'counted')
    return `The camera was not sure enough of this count to save it. The breathing did not show clearly enough in the box.`
  switch (count.reason) {
    case 'moved':
      return `${petName} or the phone moved during the count. Prop the phone up so it stays still, and count while ${petName} sleeps without stirring.`
    case 'flat':
      return `Hardly any breathing movement showed in the box. Put the box over ${petName}’s chest or flank, and make sure there is enough light to see it.`
    case 'light':
      return 'The light changed during the count (a lamp, a screen or a passing shadow). Count again in steady light.'
    case 'too-short':
      return 'There was too little video to count. The camera needs at least 10 seconds of steady picture.'
    case 'irregular':
      return `The breathing did not show a steady rhythm the camera could count with confidence. ${petName} may have been dreaming, purring or shifting.`
  }
}

/** The seconds of a recorded video to count: the chosen duration, or the longest one the video holds. */
export function durationForVideo(chosen: CounterDuration, videoSeconds: number): CounterDuration | null {
  if (videoSeconds >= chosen) return chosen
  const fitting = COUNTER_DURATIONS.filter((duration) => duration <= videoSeconds)
  return fitting.at(-1) ?? null
}

/** A camera count as the API stores it: breaths over the counted seconds, so its rate is worked out as any count's. */
export function breathsIn(breathsPerMinute: number, seconds: CounterDuration): number {
  return Math.round((breathsPerMinute * seconds) / 60)
}
