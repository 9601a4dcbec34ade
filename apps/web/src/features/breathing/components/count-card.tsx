import type { CounterDuration } from '@pawpulse/domain/breathing'
import type { PetSummary } from '@pawpulse/domain/pets'
import { RotateCcwIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import type { SavedCount } from '../api/create-breathing-log'
import { useCareTeam } from '#web/lib/pets/get-care-team.ts'
import { AssessmentPanel } from './assessment-panel'
import { BreathCounter } from './counter/breath-counter'
import { ManualEntryForm } from './manual-entry-form'
import { QueuedCountPanel } from './queued-count-panel'

/** Counting (or typing in) a breathing rate, and what the saved count means. */
export function CountCard({ pet, defaultDuration }: { pet: PetSummary; defaultDuration: CounterDuration }) {
  const [mode, setMode] = useState<'counter' | 'manual'>('counter')
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
      ) : mode === 'counter' ? (
        <BreathCounter
          petId={pet.id}
          petName={pet.name}
          defaultDuration={defaultDuration}
          onSaved={setResult}
          onEnterManually={() => setMode('manual')}
        />
      ) : (
        <ManualEntryForm petId={pet.id} onSaved={setResult} onCancel={() => setMode('counter')} />
      )}
    </Card>
  )
}
