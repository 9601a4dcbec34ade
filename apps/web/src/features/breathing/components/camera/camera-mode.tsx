import { COUNTER_DURATIONS, type CounterDuration } from '@pawpulse/domain/breathing'
import { CameraIcon, FilmIcon, ShieldCheckIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { ChoiceRadioGroup } from '#web/components/ui/choice-radio-group.tsx'
import type { SavedCount } from '../../api/create-breathing-log'
import { CameraCountResult } from './camera-count-result'
import { ChestBox } from './chest-box'
import { type BoxShare, DEFAULT_BOX } from './chest-region'
import { durationForVideo } from './camera-count-words'
import { CameraCountdown } from './camera-countdown'
import { countLiveVideo, countRecordedVideo } from './count-from-video'
import { type CountDone, useCameraCount } from './use-camera-count'
import { useCameraStream } from './use-camera-stream'
import { VideoFileInput } from './video-file-input'

const durationOptions = COUNTER_DURATIONS.map((value) => ({ value, label: `${value} seconds` }))

export interface CameraModeProps {
  petId: string
  petName: string
  defaultDuration: CounterDuration
  onSaved: (result: SavedCount) => void
  /** Offered when the camera cannot count: the tap counter is the reference. */
  onUseCounter: () => void
}

/**
 * The Breath Monitor's camera mode (docs/product/breathing.md#counting-with-the-camera): the live
 * rear camera or a video the owner recorded, a box over the chest, 15, 30 or 60 s counted in a
 * worker on this device, then the owner confirms the count like a tap count. Loaded only when the
 * owner opens it (count-card.tsx).
 */
export function CameraMode({ petId, petName, defaultDuration, onSaved, onUseCounter }: CameraModeProps) {
  // The pet's default length until the owner picks one: the page draws the counter before the
  // settings have arrived (with 30 s), and their default then takes its place.
  const [chosenDuration, setDuration] = useState<CounterDuration | null>(null)
  const duration = chosenDuration ?? defaultDuration
  const [box, setBox] = useState<BoxShare>(DEFAULT_BOX)
  const [file, setFile] = useState<{ file: File; url: string } | null>(null)
  const [isReady, setIsReady] = useState(false)
  /** The chosen video could not be played here (its format, or a damaged file): said, not a silent disabled button. */
  const [isUnplayable, setIsUnplayable] = useState(false)
  const { phase, run, stop, reset } = useCameraCount()
  const video = useRef<HTMLVideoElement>(null)
  const isCountingPhase = phase.name === 'counting' || phase.name === 'reading'
  const camera = useCameraStream(!file && (phase.name === 'setup' || phase.name === 'counting'))

  useEffect(() => {
    const element = video.current
    if (!element || file) return
    element.srcObject = camera.status === 'live' ? camera.stream : null
  }, [camera, file])
  // The object URL of a chosen video is let go when another is chosen or the mode closes.
  useEffect(() => (file ? () => URL.revokeObjectURL(file.url) : undefined), [file])

  const chooseFile = (chosen: File) => {
    reset()
    setIsReady(false)
    setIsUnplayable(false)
    setFile({ file: chosen, url: URL.createObjectURL(chosen) })
  }
  const useCamera = () => {
    reset()
    setIsReady(false)
    setIsUnplayable(false)
    setFile(null)
  }

  const start = () => {
    const element = video.current
    if (!element) return
    if (file) {
      const seconds = durationForVideo(duration, element.duration)
      if (!seconds)
        return reset({ name: 'failed', message: 'This video is shorter than 15 seconds. Film at least 15 seconds of steady breathing.' })
      // A phone names a video's file when it finishes filming: the nearest time to the count.
      const endedAt = Math.min(file.file.lastModified || Date.now(), Date.now())
      run({ name: 'reading', done: 0 }, (signal, update) =>
        countRecordedVideo({ video: element, box, seconds, signal, onProgress: (done) => update({ name: 'reading', done }) }).then(
          (count): CountDone => ({ count, seconds, endedAt, isFromFile: true }),
        ),
      )
    } else {
      run({ name: 'counting', left: duration, duration }, (signal, update) =>
        countLiveVideo({
          video: element,
          box,
          seconds: duration,
          signal,
          onLeft: (left) => update({ name: 'counting', left, duration }),
        }).then((count): CountDone => ({ count, seconds: duration, endedAt: Date.now(), isFromFile: false })),
      )
    }
  }

  if (phase.name === 'done')
    return (
      <CameraCountResult
        petId={petId}
        petName={petName}
        result={phase.result}
        onSaved={onSaved}
        onAgain={() => reset()}
        onUseCounter={onUseCounter}
      />
    )

  const cameraProblem = !file && camera.status === 'failed' ? camera.message : null
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm text-foreground">
        <ShieldCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        Counted on this device: no picture or video leaves your phone or computer.
      </p>
      {isCountingPhase ? null : (
        <p className="text-sm text-muted-foreground">
          Prop the phone up facing {petName}’s chest or flank while {petName} is deeply asleep, then drag the box over the chest (or use the
          arrow keys; Shift with the arrows resizes it). Keep the phone still until the count ends.
        </p>
      )}
      {cameraProblem ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
          {cameraProblem}
        </p>
      ) : null}
      {file && isUnplayable ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
          This video cannot be played on this device, so it cannot be counted. Choose another video (MP4 or WebM), or use the camera.
        </p>
      ) : null}
      {phase.name === 'failed' ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
          {phase.message}
        </p>
      ) : null}
      <div hidden={!!cameraProblem} className="relative w-full max-w-md overflow-hidden rounded-lg bg-black">
        <video
          ref={video}
          aria-label={file ? `Your video: ${file.file.name}` : 'Camera preview'}
          src={file?.url}
          autoPlay={!file}
          muted
          playsInline
          preload="auto"
          onLoadedData={() => setIsReady(true)}
          onError={() => {
            if (file) setIsUnplayable(true)
          }}
          className="block h-auto w-full"
        />
        {isReady ? <ChestBox box={box} onChange={setBox} isLocked={isCountingPhase} /> : null}
      </div>
      <p id="chest-box-help" className="sr-only">
        Arrow keys move the box; Shift and the arrow keys make it larger or smaller.
      </p>
      {isCountingPhase ? (
        <CameraCountdown phase={phase} petName={petName} onStop={stop} />
      ) : (
        <>
          <ChoiceRadioGroup legend="Count for" layout="row" options={durationOptions} value={duration} onChange={setDuration} />
          <div className="flex flex-wrap gap-3">
            <Button onClick={start} disabled={!isReady || (!file && camera.status !== 'live')}>
              {file ? <FilmIcon aria-hidden="true" /> : <CameraIcon aria-hidden="true" />}
              {file ? 'Count this video' : 'Start the camera count'}
            </Button>
            {file ? (
              <Button variant="outline" onClick={useCamera}>
                Use the camera instead
              </Button>
            ) : null}
          </div>
          <VideoFileInput petName={petName} onChoose={chooseFile} />
        </>
      )}
    </div>
  )
}
