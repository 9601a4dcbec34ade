import type { Species } from '@pawpulse/domain/pets'
import type { VaccinationView } from '@pawpulse/domain/vaccination-api'
import { bySoonestDue } from '@pawpulse/domain/vaccines'
import { Link } from 'react-router'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { VaccinationStatusBadge } from '#web/components/vaccination-status-badge.tsx'
import { useVaccinations } from '#web/lib/health/get-vaccinations.ts'
import { formatDueIn, formatIsoDate } from '#web/lib/format-date.ts'

const linkClass = 'font-medium text-primary underline underline-offset-4'

interface VaccinationsSectionProps {
  pet: { id: string; name: string; species: Species }
  canEdit: boolean
}

/**
 * Where the pet stands with its vaccines: the latest dose of each, soonest due first, read-only.
 * Doses are recorded and edited on the medications page (docs/product/pets.md#vaccinations).
 */
export function VaccinationsSection({ pet, canEdit }: VaccinationsSectionProps) {
  const vaccinations = useVaccinations(pet.id)
  const latest = (vaccinations.data ?? []).filter((v) => v.isLatest).sort(bySoonestDue)
  return (
    <Card aria-labelledby="pet-vaccinations-title" className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="pet-vaccinations-title">Vaccinations</CardTitle>
          <CardDescription>The latest dose of each vaccine, soonest due first.</CardDescription>
        </div>
        {latest.length > 0 ? (
          <Link to="/medications" className={`text-sm ${linkClass}`}>
            {canEdit ? 'Record or edit vaccinations' : 'Every dose given'}
          </Link>
        ) : null}
      </div>
      {vaccinations.isPending ? <LoadingDots label="Loading vaccinations" className="py-6" /> : null}
      {vaccinations.isError ? <SectionError what="vaccinations" onRetry={() => void vaccinations.refetch()} /> : null}
      {vaccinations.isSuccess && latest.length === 0 ? (
        <EmptyState title={`No vaccinations recorded for ${pet.name}`}>
          {canEdit ? (
            <p>
              Add {pet.name}’s rabies and {pet.species === 'cat' ? 'FVRCP' : 'DAPP'} doses from the vaccination certificate:{' '}
              <Link to="/medications?add=vaccination" className={linkClass}>
                Record a vaccination
              </Link>{' '}
              on the Medications page, and the next due date is suggested for you.
            </p>
          ) : (
            <p>
              Nothing has been recorded yet. Vaccinations are kept on the{' '}
              <Link to="/medications" className={linkClass}>
                Medications page
              </Link>
              .
            </p>
          )}
        </EmptyState>
      ) : null}
      {latest.length > 0 ? (
        <ul className="grid gap-2" aria-label={`${pet.name}’s vaccines`}>
          {latest.map((vaccination) => (
            <VaccinationRow key={vaccination.id} vaccination={vaccination} />
          ))}
        </ul>
      ) : null}
    </Card>
  )
}

function VaccinationRow({ vaccination: v }: { vaccination: VaccinationView }) {
  return (
    <li className="grid gap-1 rounded-md border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-x-4">
      <div className="min-w-0">
        <p className="font-medium text-foreground [overflow-wrap:anywhere]">{v.vaccineName}</p>
        <p className="flex flex-wrap gap-x-4 text-sm text-muted-foreground">
          <span>Given {formatIsoDate(v.givenOn)}</span>
          <span>{v.nextDueOn ? `Next due ${formatIsoDate(v.nextDueOn)}${formatDueIn(v.daysUntilDue)}` : 'No further dose planned'}</span>
        </p>
      </div>
      {v.status ? <VaccinationStatusBadge status={v.status} className="justify-self-start sm:justify-self-end" /> : null}
    </li>
  )
}
