import { ChevronDownIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { Button } from '../../components/ui/button'

/** The selector's face: the selected pet's name, announced as 'Selected pet: {name}'. */
export function PetSelectorButton({ petName, ...props }: { petName: string | undefined } & ComponentProps<'button'>) {
  return (
    <Button variant="outline" size="sm" className="max-w-56" {...props}>
      <span className="sr-only">Selected pet: </span>
      <span className="truncate">{petName ?? 'Choose a pet'}</span>
      <ChevronDownIcon aria-hidden="true" />
    </Button>
  )
}
