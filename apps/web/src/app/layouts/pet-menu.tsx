import type { PetSummary } from '@pawpulse/domain/pets'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx'
import { PetSelectorButton } from './pet-selector-button'

/** The pet selector's menu, loaded on first use (Radix menu + floating-ui are 25 KB gzipped). */
export function PetMenu({
  pets,
  selectedPet,
  photoUrl,
  onSelect,
}: {
  pets: PetSummary[]
  selectedPet: PetSummary | null
  photoUrl: string | null
  onSelect: (petId: string) => void
}) {
  return (
    // Opened at once: it replaces the placeholder button the user just pressed.
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <PetSelectorButton petName={selectedPet?.name} photoUrl={photoUrl} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Your pets</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={selectedPet?.id ?? ''} onValueChange={onSelect}>
          {pets.map((pet) => (
            <DropdownMenuRadioItem key={pet.id} value={pet.id}>
              {pet.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
