import { Button } from '#web/components/ui/button.tsx'
import type { CameraPhase } from './use-camera-count'

/** While the camera counts: the seconds left (or how much of a video is read) and a way out. */
export function CameraCountdown({ phase, petName, onStop }: { phase: CameraPhase; petName: string; onStop: () => void }) {
  return (
    <div className="grid gap-3">
      {phase.name === 'counting' ? (
        <>
          <p className="text-3xl font-bold tabular-nums text-foreground">{phase.left} s left</p>
          <p aria-live="polite" className="sr-only">
            {phase.left === phase.duration ? `Counting for ${phase.duration} seconds. Keep the phone still.` : ''}
          </p>
          <p className="text-sm text-muted-foreground">Keep the phone still and let {petName} sleep; the camera counts by itself.</p>
        </>
      ) : null}
      {phase.name === 'reading' ? (
        <>
          <p className="text-lg font-semibold text-foreground">Counting your video…</p>
          <progress className="w-full max-w-md" aria-label="Counting your video" max={1} value={phase.done} />
        </>
      ) : null}
      <Button variant="outline" className="justify-self-start" onClick={onStop}>
        Stop without saving
      </Button>
    </div>
  )
}
