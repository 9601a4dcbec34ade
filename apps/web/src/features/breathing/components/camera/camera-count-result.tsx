import { CircleAlertIcon, HandIcon, RotateCcwIcon } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import type { SavedCount } from '../../api/create-breathing-log'
import { CounterResult } from '../counter/counter-result'
import { confidenceWord } from '../breathing-labels'
import { breathsIn, isUsableCount, refusalMessage } from './camera-count-words'
import type { CountDone } from './use-camera-count'

interface CameraCountResultProps {
  petId: string
  petName: string
  result: CountDone
  onSaved: (result: SavedCount) => void
  onAgain: () => void
  onUseCounter: () => void
}

/**
 * A count the camera is sure of is confirmed like a tap count (context, note, save); anything else
 * says it could not count and why, and offers the tap counter. It never guesses a number.
 */
export function CameraCountResult({ petId, petName, result, onSaved, onAgain, onUseCounter }: CameraCountResultProps) {
  const { timeZone } = useOwnerSettings()
  const { count, seconds, endedAt, isFromFile } = result
  if (isUsableCount(count)) {
    const word = confidenceWord(count.confidence)
    const when = isFromFile ? ` Taken at ${formatDateTime(new Date(endedAt).toISOString(), timeZone)}, when the video was saved.` : ''
    return (
      <CounterResult
        petId={petId}
        count={breathsIn(count.breathsPerMinute, seconds)}
        duration={seconds}
        endedAt={endedAt}
        camera={{
          confidence: count.confidence,
          summary: `Counted by the camera, ${word} confidence (${Math.round(count.confidence * 100)} %).${when}`,
        }}
        onSaved={onSaved}
        onDiscard={onAgain}
      />
    )
  }
  return (
    <section aria-labelledby="camera-refused-title" className="grid gap-3 rounded-md border border-amber-400 bg-amber-50 p-4">
      <h3 id="camera-refused-title" className="flex items-center gap-2 text-lg font-semibold text-foreground">
        <CircleAlertIcon aria-hidden="true" className="size-5" />
        The camera could not count this time
      </h3>
      <p className="text-sm text-foreground">{refusalMessage(count, petName)}</p>
      <p className="text-sm text-foreground">Nothing was saved. The tap counter always works: tap once for each breath you see.</p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onUseCounter}>
          <HandIcon aria-hidden="true" />
          Count with the tap counter
        </Button>
        <Button variant="outline" onClick={onAgain}>
          <RotateCcwIcon aria-hidden="true" />
          Try the camera again
        </Button>
      </div>
    </section>
  )
}
