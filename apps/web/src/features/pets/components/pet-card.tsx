import type { PetSummary } from '@pawpulse/domain/pets'
import { PetAvatar } from '#web/components/pet-avatar.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { cn } from '#web/lib/cn.ts'
import { conditionPagesOf } from '#web/lib/pets/condition-pages.ts'
import { speciesLabels } from '#web/lib/pet-labels.ts'

/** One pet of the list, as the API knows it, with its profile photo: nothing is invented. */
export function PetCard({ pet, isSelected, onSelect }: { pet: PetSummary; isSelected: boolean; onSelect: () => void }) {
  const conditions = conditionPagesOf(pet)
  return (
    <Card className={cn('flex flex-col gap-3', isSelected && 'ring-2 ring-primary')} aria-label={pet.name}>
      <div className="flex items-center gap-3">
        <PetAvatar name={pet.name} photoUrl={pet.photoUrl} />
        <div className="min-w-0">
          <CardTitle className="truncate">{pet.name}</CardTitle>
          <CardDescription>
            {speciesLabels[pet.species]}
            {pet.access === 'owner' ? '' : ' · shared with you'}
          </CardDescription>
        </div>
      </div>
      <div className="text-sm">
        <p className="font-medium text-foreground">Current conditions</p>
        {conditions.length > 0 ? (
          <ul className="mt-1 flex flex-wrap gap-2">
            {conditions.map(({ conditionId, label }) => (
              <li key={conditionId} className="rounded-full bg-muted px-2.5 py-0.5 text-foreground">
                {label}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-muted-foreground">None recorded</p>
        )}
      </div>
      {isSelected ? (
        <p className="text-sm font-medium text-primary-strong">Selected pet</p>
      ) : (
        <button type="button" onClick={onSelect} className="self-start text-sm font-medium text-primary underline underline-offset-4">
          Select {pet.name}
        </button>
      )}
    </Card>
  )
}
