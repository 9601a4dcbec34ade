import { Button } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { usePets } from '#web/lib/pets/get-pets.ts'
import { useHouseholdMembers } from '../api/get-household-members'
import { HouseholdMemberItem } from './household-member-item'
import { InviteMemberForm } from './invite-member-form'

/** The owner's household (docs/product/household.md#members): who shares which pets, and inviting more. */
export function HouseholdSection() {
  const members = useHouseholdMembers()
  const { pets, isLoading: arePetsLoading } = usePets()
  const ownPets = pets.filter((pet) => pet.access === 'owner')
  const petNames = new Map(ownPets.map((pet) => [pet.id, pet.name]))

  return (
    <Card aria-labelledby="household-title" className="grid gap-5">
      <div>
        <CardTitle id="household-title">Household</CardTitle>
        <CardDescription>People who help care for your pets. Co-parents can change records; viewers can only look.</CardDescription>
      </div>
      {members.isPending ? <LoadingDots label="Loading household members" className="py-6" /> : null}
      {members.isError ? (
        <div role="alert" className="text-sm text-muted-foreground">
          <p>Your household could not be loaded.</p>
          <Button variant="link" onClick={() => void members.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {members.isSuccess && members.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody shares your pets yet.</p>
      ) : null}
      {members.isSuccess && members.data.length > 0 ? (
        <ul aria-label="Household members" className="grid gap-3">
          {members.data.map((member) => (
            <li key={member.id}>
              <HouseholdMemberItem member={member} petNames={petNames} />
            </li>
          ))}
        </ul>
      ) : null}
      <section aria-labelledby="invite-title" className="grid gap-3 border-t border-border pt-5">
        <h3 id="invite-title" className="font-semibold text-foreground">
          Invite someone
        </h3>
        {arePetsLoading ? <LoadingDots label="Loading your pets" className="py-4" /> : null}
        {!arePetsLoading && ownPets.length === 0 ? (
          <p className="text-sm text-muted-foreground">Add a pet first: invitations share your own pets.</p>
        ) : null}
        {!arePetsLoading && ownPets.length > 0 ? <InviteMemberForm key={ownPets.map((pet) => pet.id).join()} ownPets={ownPets} /> : null}
      </section>
    </Card>
  )
}
