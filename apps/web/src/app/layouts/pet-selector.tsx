import { PlusIcon } from 'lucide-react'
import { Suspense, lazy, useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { preloads } from '#web/lib/lazy-part.ts'
import { useSelectedPet } from '#web/lib/pets/use-selected-pet.ts'
import { PetSelectorButton } from './pet-selector-button'

const loadMenu = () => import('./pet-menu')
const PetMenu = lazy(() => loadMenu().then((module) => ({ default: module.PetMenu })))

/**
 * The header's pet selector, with the selected pet's profile photo. With no pets it reads
 * 'Add Your First Pet', which leads to /onboarding: its Start resets the onboarding,
 * and an unfinished draft on this device is offered there rather than silently thrown away.
 */
export function PetSelector() {
  const { pets, selectedPet, selectPet, isLoading, isError } = useSelectedPet()
  // The list carries each pet's thumbnail, so the header needs no request of its own.
  const photoUrl = selectedPet?.photoUrl ?? null
  const navigate = useNavigate()
  const [isMenuWanted, setIsMenuWanted] = useState(false)

  // The failure itself is told by the query's toast; the selector just stays out of the way.
  if (isLoading || isError) return null

  if (pets.length === 0) {
    return (
      // On a phone the header has no room for it; the pages with no pet offer the same button. The
      // wrapper hides it: the button's own `inline-flex` would win over a `hidden` passed to it.
      <span className="hidden sm:block">
        <Button variant="outline" size="sm" onClick={() => void navigate('/onboarding')}>
          <PlusIcon aria-hidden="true" />
          Add Your First Pet
        </Button>
      </span>
    )
  }

  const placeholder = (
    <PetSelectorButton
      petName={selectedPet?.name}
      photoUrl={photoUrl}
      aria-haspopup="menu"
      aria-expanded={false}
      {...preloads({ preload: loadMenu })}
      onClick={() => setIsMenuWanted(true)}
    />
  )
  if (!isMenuWanted) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <PetMenu pets={pets} selectedPet={selectedPet} photoUrl={photoUrl} onSelect={selectPet} />
    </Suspense>
  )
}
