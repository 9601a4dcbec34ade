import { MARKETPLACE_DISCLAIMER } from '@pawpulse/domain/marketplace'
import { type MarketplaceQuery, marketplaceQuerySchema } from '@pawpulse/domain/marketplace-api'
import { InfoIcon } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '#web/components/empty-state.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { usePets } from '#web/lib/pets/get-pets.ts'
import { useMarketplace } from '../api/get-marketplace'
import { EntryGroups } from '../components/entry-groups'
import { type FilterName, MarketplaceFilters } from '../components/marketplace-filters'

const filterNames = ['petId', 'species', 'category', 'condition'] as const satisfies readonly FilterName[]

/** The filters in the address, so reload and a shared link keep them; a bad value is ignored. */
function filtersFrom(params: URLSearchParams): MarketplaceQuery {
  const shape = marketplaceQuerySchema.shape
  const value = (name: FilterName) => params.get(name) ?? undefined
  return {
    petId: shape.petId.safeParse(value('petId')).data,
    species: shape.species.safeParse(value('species')).data,
    category: shape.category.safeParse(value('category')).data,
    condition: shape.condition.safeParse(value('condition')).data,
  }
}

/** /marketplace: products and services for the owner's pets, filtered; information, not a shop. */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFrom(params)
  const setFilter = (name: FilterName, value: string | null) => {
    const next = new URLSearchParams(params)
    if (value) next.set(name, value)
    else next.delete(name)
    setParams(next)
  }
  const clearFilters = () => {
    const next = new URLSearchParams(params)
    for (const name of filterNames) next.delete(name)
    setParams(next)
  }

  return (
    <>
      <PageHeader title="Marketplace" description="Products and services for your pets’ care, chosen for their species and conditions." />
      <p className="mb-6 flex items-start gap-2 text-sm text-muted-foreground">
        <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {MARKETPLACE_DISCLAIMER}
      </p>
      <SectionBoundary what="marketplace" resetKeys={[params.toString()]}>
        <Catalogue filters={filters} onFilterChange={setFilter} onClear={clearFilters} />
      </SectionBoundary>
    </>
  )
}

interface CatalogueProps {
  filters: MarketplaceQuery
  onFilterChange: (name: FilterName, value: string | null) => void
  onClear: () => void
}

function Catalogue({ filters, onFilterChange, onClear }: CatalogueProps) {
  const { pets } = usePets()
  const viewer = useViewer()
  const { data, isPending, isError, isFetching, refetch } = useMarketplace(filters)
  const hasFilters = filterNames.some((name) => filters[name] !== undefined)
  // A local guest (the server could not be reached to start a session) has no catalogue to ask for.
  if (viewer && !viewer.hasSession) {
    return <EmptyState title="The marketplace needs a connection to the server">Reload the page when you are back online.</EmptyState>
  }
  return (
    <div className="grid gap-6">
      <MarketplaceFilters filters={filters} pets={pets} conditions={data?.conditions ?? []} onChange={onFilterChange} />
      {isPending && !isError ? <LoadingDots label="Loading the marketplace" /> : null}
      {isError ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-md border border-destructive/40 bg-red-50 p-4 text-sm">
          <p className="text-destructive">The marketplace could not be loaded. Please try again.</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
            {hasFilters ? (
              <Button variant="outline" size="sm" onClick={onClear}>
                Clear filters
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {data && !isError ? (
        <div aria-busy={isFetching} className="grid gap-6">
          {data.entries.length === 0 ? (
            hasFilters ? (
              <EmptyState title="No products match these filters">
                <p>Try another category or condition, or show everything for your pets.</p>
                <Button variant="outline" size="sm" className="mt-3" onClick={onClear}>
                  Clear filters
                </Button>
              </EmptyState>
            ) : (
              <EmptyState title="Nothing in the marketplace yet">
                <p>Products and services for dogs and cats will appear here once they are added.</p>
              </EmptyState>
            )
          ) : (
            <EntryGroups list={data} />
          )}
        </div>
      ) : null}
    </div>
  )
}
