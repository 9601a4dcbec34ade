import { ageLabel } from '@pawpulse/domain/age'
import { breedLabel } from '@pawpulse/domain/breeds'
import type { PetDetail } from '@pawpulse/domain/pets'
import { useState } from 'react'
import { PetAvatar } from '#web/components/pet-avatar.tsx'
import { speciesLabels } from '#web/lib/pet-labels.ts'
import { profilePhotoOf } from '../api/get-pet'

const accessNotes = {
  owner: null,
  editor: 'Shared with you as a co-parent: you can make changes.',
  viewer: 'Shared with you to view: only its owner and co-parents can make changes.',
} as const

/** The page's one h1: the pet's name, with its profile photo and the essentials. */
export function PetProfileHeader({ pet }: { pet: PetDetail }) {
  const [today] = useState(() => new Date())
  const facts = [speciesLabels[pet.species], breedLabel(pet), ageLabel(pet, today)].filter(Boolean).join(' · ')
  const note = accessNotes[pet.access]
  return (
    <div className="mb-6 flex flex-wrap items-center gap-4">
      <PetAvatar name={pet.name} photoUrl={profilePhotoOf(pet)} size="lg" />
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">Pet profile</p>
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:anywhere] text-foreground">{pet.name}</h1>
        <p className="text-muted-foreground">{facts}</p>
        {note ? <p className="mt-1 text-sm text-foreground">{note}</p> : null}
      </div>
    </div>
  )
}
