import { careTeamRoles } from '@pawpulse/domain/care-team'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useCareTeam } from '#web/lib/pets/get-care-team.ts'
import { CareTeamCard } from './care-team-card'

/** The care team: the primary veterinarian and the emergency contact of the pet (docs/product/pets.md#care-team). */
export function CareTeamSection({ petId, canEdit }: { petId: string; canEdit: boolean }) {
  const careTeam = useCareTeam(petId)
  return (
    <Card aria-labelledby="care-team-title" className="grid gap-4">
      <CardTitle id="care-team-title">Care team</CardTitle>
      {careTeam.isPending ? <LoadingDots label="Loading the care team" className="py-6" /> : null}
      {careTeam.isError ? (
        <div className="text-sm text-muted-foreground">
          <p>The care team could not be loaded.</p>
          <Button variant="link" onClick={() => void careTeam.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {careTeam.isSuccess ? (
        <div className="grid gap-4 md:grid-cols-2">
          {careTeamRoles.map((role) => (
            <CareTeamCard
              key={role}
              petId={petId}
              role={role}
              contact={careTeam.data.find((contact) => contact.role === role)}
              canEdit={canEdit}
            />
          ))}
        </div>
      ) : null}
    </Card>
  )
}
