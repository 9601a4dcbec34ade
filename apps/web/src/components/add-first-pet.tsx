import { PawPrintIcon, PlusIcon } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from './ui/button'
import { Card, CardDescription, CardTitle } from './ui/card'

/** Empty state of every pet page: 'Add Your First Pet' leads to onboarding at /onboarding. */
export function AddFirstPet() {
  return (
    <Card className="flex flex-col items-center gap-3 text-center sm:py-10" aria-labelledby="no-pets-title">
      <PawPrintIcon aria-hidden="true" className="size-10 text-primary" />
      <CardTitle id="no-pets-title">No pets yet</CardTitle>
      <CardDescription>Add a pet to start keeping its health, medications and reminders in one place.</CardDescription>
      <Link to="/onboarding" className={buttonClassName({ className: 'mt-2' })}>
        <PlusIcon aria-hidden="true" />
        Add Your First Pet
      </Link>
    </Card>
  )
}
