import type { MarketplaceCategory } from '@pawpulse/domain/marketplace'
import { type AdminMarketplaceEntry, type MarketplaceEntryInput, marketplaceEntryInputSchema } from '@pawpulse/domain/marketplace-api'
import { bodyResolver } from '#web/lib/body-resolver.ts'

export interface EntryFormValues {
  name: string
  maker: string
  category: MarketplaceCategory | ''
  species: string[]
  conditions: string[]
  description: string
  vetFirst: boolean
  url: string
  hidden: boolean
}

export const emptyEntry: EntryFormValues = {
  name: '',
  maker: '',
  category: '',
  species: [],
  conditions: [],
  description: '',
  vetFirst: false,
  url: '',
  hidden: false,
}

export const entryValues = (entry: AdminMarketplaceEntry): EntryFormValues => ({
  name: entry.name,
  maker: entry.maker,
  category: entry.category,
  species: [...entry.species],
  conditions: [...entry.conditions],
  description: entry.description,
  vetFirst: entry.vetFirst,
  url: entry.url,
  hidden: entry.hidden,
})

/** A checkbox group gives `false` when none is ticked and a string when one is, in some browsers' form libraries. */
const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [])

/** The body the API gets: every field, a category left unchosen is missing (its message: 'Choose a category'). */
export const entryBody = (values: EntryFormValues) => ({
  ...values,
  category: values.category || undefined,
  species: asList(values.species),
  conditions: asList(values.conditions),
})

/** The API's own schema checks the form; a message about one species or condition goes to its group. */
export const entryResolver = bodyResolver<EntryFormValues, MarketplaceEntryInput>(marketplaceEntryInputSchema, entryBody)

export const entryFieldNames = ['name', 'maker', 'category', 'species', 'conditions', 'description', 'vetFirst', 'url', 'hidden'] as const
