import type { CounterDuration } from '@pawpulse/domain/breathing'
import type { PetSummary } from '@pawpulse/domain/pets'
import { RotateCcwIcon } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { ChoiceRadioGroup } from '#web/components/ui/choice-radio-group.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import type { SavedCount } from '../api/create-breathing-log'
import { useCareTeam } from '#web/lib/pets/get-care-team.ts'
import { AssessmentPanel } from './assessment-panel'
import { BreathCounter } from './counter/breath-counter'
import { ManualEntryForm } from './manual-entry-form'
import { QueuedCountPanel } from './queued-count-panel'

// The camera mode is its own chunk, fetched when the owner chooses it: the page's first load
// carries none of it (docs/decisions/035-camera-breath-counting.md).
const CameraMode = lazy(() => import('./camera/camera-mode').then((module) => ({ default: module.CameraMode })))

type CountMode = 'counter' | 'camera' | 'manual'
const howOptions = [
  { value: 'counter' as const, label: 'Tap counter' },
  { value: 'camera' as const, label: 'Camera' },
]

/** Counting (or typing in) a breathing rate, and what the saved count means. */
export function CountCard({ pet, defaultDuration }: { pet: PetSummary; defaultDuration: CounterDuration }) {
  const [mode, setMode] = useState<CountMode>('counter')
  const [result, setResult] = useState<SavedCount | null>(null)
  // Asked while online, so a count taken later with no connection still shows the vet's number
  // (queued-count-panel.tsx reads it from the device's copy).
  useCareTeam(pet.id)
  const again = () => {
    setResult(null)
    setMode('counter')
  }

  return (
    <Card aria-labelledby="count-title" className="grid gap-4">
      <CardTitle id="count-title">Count breaths</CardTitle>
      {result ? (
        <>
          {result.status === 'sent' ? (
            <AssessmentPanel result={result.data} petName={pet.name} />
          ) : (
            <QueuedCountPanel write={result.write} petName={pet.name} />
          )}
          <Button variant="outline" className="justify-self-start" onClick={again}>
            <RotateCcwIcon aria-hidden="true" />
            Count again
          </Button>
        </>
      ) : mode === 'manual' ? (
        <ManualEntryForm petId={pet.id} onSaved={setResult} onCancel={() => setMode('counter')} />
      ) : (
        <>
          <ChoiceRadioGroup legend="Count with" layout="row" options={howOptions} value={mode} onChange={setMode} />
          {mode === 'camera' ? (
            <SectionBoundary what="camera counter" resetKeys={[pet.id]}>
              <Suspense fallback={<LoadingDots label="Opening the camera counter" />}>
                <CameraMode
                  petId={pet.id}
                  petName={pet.name}
                  defaultDuration={defaultDuration}
                  onSaved={setResult}
                  onUseCounter={() => setMode('counter')}
                />
              </Suspense>
            </SectionBoundary>
          ) : (
            <BreathCounter
              petId={pet.id}
              petName={pet.name}
              defaultDuration={defaultDuration}
              onSaved={setResult}
              onEnterManually={() => setMode('manual')}
            />
          )}
        </>
      )}
    </Card>
  )
}
