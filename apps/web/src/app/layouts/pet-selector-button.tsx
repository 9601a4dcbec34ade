import { ChevronDownIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { PetAvatar } from '#web/components/pet-avatar.tsx'
import { Button } from '#web/components/ui/button.tsx'

/** The selector's face: the selected pet's photo and name, announced as 'Selected pet: {name}'. */
export function PetSelectorButton({
  petName,
  photoUrl,
  ...props
}: { petName: string | undefined; photoUrl?: string | null } & ComponentProps<'button'>) {
  return (
    <Button variant="outline" size="sm" className="max-w-28 sm:max-w-56" {...props}>
      {petName && photoUrl ? <PetAvatar name={petName} photoUrl={photoUrl} size="sm" className="-ml-1" isDecorative /> : null}
      <span className="sr-only">Selected pet: </span>
      <span className="truncate">{petName ?? 'Choose a pet'}</span>
      <ChevronDownIcon aria-hidden="true" />
    </Button>
  )
}
