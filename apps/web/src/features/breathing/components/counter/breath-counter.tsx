import { COUNTER_DURATIONS, type CounterDuration } from '@pawpulse/domain/breathing'
import type { SavedCount } from '../../api/create-breathing-log'
import { KeyboardIcon, PlayIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { ChoiceRadioGroup } from '#web/components/ui/choice-radio-group.tsx'
import { CounterResult } from './counter-result'
import { useBreathCounter } from './use-breath-counter'
import { useSpaceBarTap } from './use-space-bar-tap'

const durationOptions = COUNTER_DURATIONS.map((value) => ({ value, label: `${value} seconds` }))

interface BreathCounterProps {
  petId: string
  petName: string
  defaultDuration: CounterDuration
  onSaved: (result: SavedCount) => void
  /** Offered before a count starts: a count taken with another timer. */
  onEnterManually: () => void
}

/**
 * The counter (docs/product/breathing.md#counting): choose 15, 30 or 60 s, start, tap a large
 * target (or press the space bar) once per breath while the countdown runs, then confirm or
 * discard. The countdown is announced politely and only at a few moments (breath-counter.ts), never
 * every second.
 */
export function BreathCounter({ petId, petName, defaultDuration, onSaved, onEnterManually }: BreathCounterProps) {
  const { state, announcement, start, tap, reset } = useBreathCounter()
  // The pet's default length until the owner picks one: the page draws the counter before the
  // settings have arrived (with 30 s), and their default then takes its place.
  const [chosenDuration, setDuration] = useState<CounterDuration | null>(null)
  const duration = chosenDuration ?? defaultDuration
  const tapTarget = useRef<HTMLButtonElement>(null)
  const isCounting = state.phase === 'counting'
  useSpaceBarTap(isCounting, tap)

  // The keyboard lands on the tap target: Space or Enter on it counts a breath.
  useEffect(() => {
    if (isCounting) tapTarget.current?.focus()
  }, [isCounting])

  return (
    <div className="grid gap-4">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {state.phase === 'idle' ? (
        <>
          <p className="text-sm text-muted-foreground">
            Count while {petName} is deeply asleep (not dreaming, panting or purring) or fully at rest. One breath is one rise and fall of
            the chest.
          </p>
          <ChoiceRadioGroup legend="Count for" layout="row" options={durationOptions} value={duration} onChange={setDuration} />
          <Button className="justify-self-start" onClick={() => start(duration)}>
            <PlayIcon aria-hidden="true" />
            Start counting
          </Button>
          <Button variant="link" className="justify-self-start" onClick={onEnterManually}>
            <KeyboardIcon aria-hidden="true" />
            Enter a count you took yourself
          </Button>
        </>
      ) : null}
      {state.phase === 'counting' ? (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <p className="text-3xl font-bold tabular-nums text-foreground">{state.left} s left</p>
            <p className="text-lg text-foreground">
              Breaths counted: <span className="font-semibold tabular-nums">{state.count}</span>
            </p>
          </div>
          <button
            ref={tapTarget}
            type="button"
            onClick={tap}
            className="flex min-h-48 w-full touch-manipulation items-center justify-center rounded-2xl bg-primary text-2xl font-semibold text-primary-foreground select-none active:bg-primary-hover sm:min-h-64"
          >
            Tap for each breath
          </button>
          <p className="text-sm text-muted-foreground">Or press the space bar once per breath.</p>
          <Button variant="outline" className="justify-self-start" onClick={reset}>
            Stop without saving
          </Button>
        </>
      ) : null}
      {state.phase === 'done' ? (
        <CounterResult
          petId={petId}
          count={state.count}
          duration={state.duration}
          endedAt={state.endedAt}
          onSaved={(result) => {
            reset()
            onSaved(result)
          }}
          onDiscard={reset}
        />
      ) : null}
    </div>
  )
}
