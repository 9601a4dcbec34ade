import { marketplaceCategoryLabels, VET_FIRST_NOTE } from '@pawpulse/domain/marketplace'
import type { MarketplaceEntry } from '@pawpulse/domain/marketplace-api'
import { ExternalLinkIcon, SparklesIcon, StethoscopeIcon } from 'lucide-react'
import { useId } from 'react'
import { EntryPicture } from './entry-picture'

/** One catalogue entry: what it is, who makes it, why it is shown, and the way to the maker's own page. */
export function EntryCard({ entry }: { entry: MarketplaceEntry }) {
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex items-start gap-4">
        <EntryPicture imageUrl={entry.imageUrl} category={entry.category} className="size-20 shrink-0" />
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{marketplaceCategoryLabels[entry.category]}</p>
          <h3 id={titleId} className="text-base font-semibold break-words text-foreground">
            {entry.name}
          </h3>
          <p className="text-sm break-words text-muted-foreground">by {entry.maker}</p>
        </div>
      </div>
      {entry.reason ? (
        <p className="flex items-start gap-2 rounded-md bg-primary-soft px-3 py-2 text-sm font-medium text-primary-strong">
          <SparklesIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">{entry.reason}</span>
        </p>
      ) : null}
      <p className="text-sm break-words whitespace-pre-line text-foreground">{entry.description}</p>
      {entry.vetFirst ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <StethoscopeIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{VET_FIRST_NOTE}</span>
        </p>
      ) : null}
      <a
        href={entry.url}
        target="_blank"
        rel="noopener noreferrer"
        // Not buttonClassName: a button's one line and fixed height would push a long maker's name out of the card.
        className="mt-auto inline-flex min-h-10 max-w-full items-center gap-2 self-start rounded-md border border-border bg-card px-4 py-2 text-left text-sm font-medium text-foreground transition-colors hover:bg-muted"
      >
        <span className="min-w-0 break-words">Visit {entry.maker}</span>
        <span className="sr-only"> (opens the maker’s site in a new tab)</span>
        <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
      </a>
    </article>
  )
}
