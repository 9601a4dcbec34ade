import { useEffect, useState } from 'react'

export type CameraState =
  { status: 'starting' } | { status: 'live'; stream: MediaStream } | { status: 'failed'; message: string } | { status: 'off' }

/** Why the camera did not open, in the owner's words (the video file is always the other way). */
export function cameraFailureMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Pawpulse may not use the camera. Allow the camera for this site in your browser’s settings, or count a video you recorded.'
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera was found on this device. You can count a video you recorded instead.'
  if (name === 'NotReadableError') return 'The camera is in use by another app. Close it and try again, or count a video you recorded.'
  if (name === 'Unsupported') return 'This browser cannot open the camera here. You can count a video you recorded instead.'
  return 'The camera could not be started. You can count a video you recorded instead.'
}

/**
 * The rear camera at a low resolution (320 pixels wide is plenty for a chest). Every track is
 * stopped when the owner leaves camera mode, or when `isWanted` turns false (after the count), so
 * the camera light goes out.
 */
export function useCameraStream(isWanted: boolean): CameraState {
  const [outcome, setOutcome] = useState<Exclude<CameraState, { status: 'starting' | 'off' }> | null>(null)

  useEffect(() => {
    if (!isWanted) return
    let isCurrent = true
    let stream: MediaStream | null = null
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices
    const opening = media?.getUserMedia
      ? media.getUserMedia({ video: { facingMode: 'environment', width: 320 }, audio: false })
      : Promise.reject(new DOMException('No camera API', 'Unsupported'))
    opening.then(
      (opened) => {
        if (!isCurrent) return opened.getTracks().forEach((track) => track.stop())
        stream = opened
        setOutcome({ status: 'live', stream: opened })
      },
      (error: unknown) => {
        if (isCurrent) setOutcome({ status: 'failed', message: cameraFailureMessage(error) })
      },
    )
    return () => {
      isCurrent = false
      stream?.getTracks().forEach((track) => track.stop())
      setOutcome(null)
    }
  }, [isWanted])

  if (!isWanted) return { status: 'off' }
  return outcome ?? { status: 'starting' }
}
