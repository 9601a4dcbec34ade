import { conditionLabel } from '@pawpulse/domain/condition-label'
import { marketplaceCategories, marketplaceCategoryLabels } from '@pawpulse/domain/marketplace'
import type { MarketplaceList, MarketplaceQuery } from '@pawpulse/domain/marketplace-api'
import type { PetSummary } from '@pawpulse/domain/pets'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { FilterChips } from './filter-chips'

export type FilterName = keyof MarketplaceQuery

const speciesOptions = [
  { value: 'dog', label: 'Dogs' },
  { value: 'cat', label: 'Cats' },
]
const categoryChips = marketplaceCategories.map((category) => ({ value: category, label: marketplaceCategoryLabels[category] }))

interface MarketplaceFiltersProps {
  filters: MarketplaceQuery
  pets: readonly Pick<PetSummary, 'id' | 'name'>[]
  /** The owner's pets' current conditions (from the answer); empty while it loads. */
  conditions: MarketplaceList['conditions']
  onChange: (name: FilterName, value: string | null) => void
}

/** Pet, species, category and condition; each change is written to the address at once. */
export function MarketplaceFilters({ filters, pets, conditions, onChange }: MarketplaceFiltersProps) {
  const conditionChips = conditions.map((condition) => ({
    value: condition.key,
    label: (
      <>
        {condition.label}
        {condition.petNames.length > 0 ? <span className="font-normal"> · {condition.petNames.join(', ')}</span> : null}
      </>
    ),
  }))
  // A condition in the address that none of the pets has now (resolved, a shared link) can still be cleared.
  if (filters.condition && !conditions.some((condition) => condition.key === filters.condition)) {
    conditionChips.push({ value: filters.condition, label: <>{conditionLabel(filters.condition)}</> })
  }
  return (
    <form role="search" aria-label="Filter the marketplace" className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      <div className="grid grid-cols-2 gap-3 lg:max-w-xl">
        {pets.length > 0 ? (
          <SelectField
            label="Pet"
            emptyLabel="All my pets"
            options={pets.map((pet) => ({ value: pet.id, label: pet.name }))}
            value={filters.petId ?? ''}
            onChange={(event) => onChange('petId', event.target.value || null)}
          />
        ) : null}
        <SelectField
          label="Species"
          emptyLabel="Dogs and cats"
          options={speciesOptions}
          value={filters.species ?? ''}
          onChange={(event) => onChange('species', event.target.value || null)}
        />
      </div>
      <FilterChips
        label="Category"
        allLabel="All categories"
        chips={categoryChips}
        value={filters.category}
        onChange={(value) => onChange('category', value)}
      />
      {conditionChips.length > 0 ? (
        <FilterChips
          label="Condition"
          allLabel="Any condition"
          chips={conditionChips}
          value={filters.condition}
          onChange={(value) => onChange('condition', value)}
        />
      ) : null}
    </form>
  )
}
