import { behaviorFacts, cautionsFor } from '@pawpulse/domain/behavior'
import type { PetBehavior } from '@pawpulse/domain/pet-life-api'
import { TriangleAlertIcon } from 'lucide-react'
import { lazyForm } from '#web/components/lazy-form.tsx'
import { behaviorSection } from '../../api/pet-life-sections'
import { LifeSectionCard } from './life-section-card'
import { SectionFacts } from './section-facts'

const BehaviorForm = lazyForm(() => import('./behavior-form').then((module) => module.BehaviorForm))

function BehaviorView({ behavior }: { behavior: PetBehavior }) {
  const cautions = cautionsFor(behavior)
  return (
    <div className="grid gap-4">
      {cautions.length ? (
        <div
          role="note"
          aria-label="Before handling"
          className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0">
            <p className="font-medium">Before handling</p>
            <ul className="mt-1 list-disc pl-4">
              {cautions.map((caution) => (
                <li key={caution}>{caution}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      <SectionFacts label="Behaviour" items={behaviorFacts(behavior)} />
    </div>
  )
}

/**
 * What a vet, a sitter or a groomer should know before handling the pet: temperament, reactivity
 * on a scale, anxiety, training and handling at the vet (docs/product/pets.md#behaviour).
 */
export function BehaviorSection({ petId, canEdit }: { petId: string; canEdit: boolean }) {
  return (
    <LifeSectionCard
      section={behaviorSection}
      petId={petId}
      canEdit={canEdit}
      description="What a vet, a sitter or a groomer should know before handling the pet."
      empty={{
        title: 'Add behaviour',
        hint: 'Add how the pet gets on with dogs, cats, people and children, what makes it anxious, and whether it needs a muzzle at the vet.',
      }}
      view={(behavior) => <BehaviorView behavior={behavior} />}
      form={({ data, onDone }) => <BehaviorForm petId={petId} data={data} onDone={onDone} />}
      preloadForm={BehaviorForm.preload}
    />
  )
}
