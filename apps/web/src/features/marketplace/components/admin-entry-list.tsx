import { conditionLabel } from '@pawpulse/domain/condition-label'
import { joinNames, marketplaceCategoryLabels } from '@pawpulse/domain/marketplace'
import type { AdminMarketplaceEntry } from '@pawpulse/domain/marketplace-api'
import { EyeIcon, EyeOffIcon, PencilIcon } from 'lucide-react'
import { Link } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { Button } from '#web/components/ui/button.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useUpdateMarketplaceEntry } from '../api/update-marketplace-entry'
import { EntryPicture } from './entry-picture'

const speciesNames = { dog: 'Dogs', cat: 'Cats' } as const

/** Every entry, hidden ones marked, each with Edit and Hide/Show. */
export function AdminEntryList({ entries, editLink }: { entries: readonly AdminMarketplaceEntry[]; editLink: (id: string) => string }) {
  return (
    <ul className="grid gap-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <AdminEntryRow entry={entry} editLink={editLink(entry.id)} />
        </li>
      ))}
    </ul>
  )
}

function AdminEntryRow({ entry, editLink }: { entry: AdminMarketplaceEntry; editLink: string }) {
  const update = useUpdateMarketplaceEntry(entry.id)
  const toggle = () =>
    update.mutate(
      { hidden: !entry.hidden },
      {
        onSuccess: (saved) => toast.success(saved.hidden ? `${saved.name} is hidden` : `${saved.name} is shown`),
        onError: (error) => toast.error(failureMessage(error, 'Failed to change the entry. Please try again.')),
      },
    )
  const forWhom = [
    joinNames(entry.species.map((s) => speciesNames[s])),
    entry.conditions.length > 0 ? joinNames(entry.conditions.map(conditionLabel)) : null,
  ].filter(Boolean)
  return (
    <article
      aria-label={entry.name}
      className="flex flex-wrap items-start gap-4 rounded-lg border border-border bg-card p-4 shadow-xs data-[hidden=true]:bg-muted"
      data-hidden={entry.hidden}
    >
      <EntryPicture imageUrl={entry.imageUrl} category={entry.category} className="size-16 shrink-0 [&_svg]:size-8" />
      <div className="grid min-w-0 flex-1 basis-48 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold break-words">{entry.name}</h2>
          {entry.hidden ? (
            <span className="rounded-full border border-input px-2 py-0.5 text-xs font-medium text-muted-foreground">Hidden</span>
          ) : null}
          {entry.vetFirst ? (
            <span className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
              Vet first
            </span>
          ) : null}
        </div>
        <p className="text-sm break-words text-muted-foreground">
          {marketplaceCategoryLabels[entry.category]} · by {entry.maker}
        </p>
        <p className="text-sm break-words text-muted-foreground">For {forWhom.join(' with ')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link to={editLink} aria-label={`Edit ${entry.name}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={toggle}
          disabled={update.isPending}
          aria-label={`${entry.hidden ? 'Show' : 'Hide'} ${entry.name}`}
        >
          {entry.hidden ? <EyeIcon aria-hidden="true" /> : <EyeOffIcon aria-hidden="true" />}
          {entry.hidden ? 'Show' : 'Hide'}
        </Button>
      </div>
    </article>
  )
}
