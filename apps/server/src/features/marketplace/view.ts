import type { AdminMarketplaceEntry } from '@pawpulse/domain/marketplace-api'
import { marketplaceCategories, type MarketplaceCategory } from '@pawpulse/domain/marketplace'
import type { Species } from '@pawpulse/domain/pets'
import type { marketplaceEntries } from '#server/db/schema.ts'

export type EntryRow = typeof marketplaceEntries.$inferSelect
export type ImageVariant = 'original' | 'thumbnail'

/**
 * The public file route of an entry's picture. The thumbnail is what the catalogue shows; `v` names
 * the upload, so a replaced picture gets a new address and a browser never shows the old one from
 * its cache.
 */
export function marketplaceImageUrl(row: Pick<EntryRow, 'id' | 'imageId'>, variant: ImageVariant = 'thumbnail'): string | null {
  return row.imageId ? `/api/files/marketplace/${row.id}/${variant}?v=${row.imageId.slice(0, 8)}` : null
}

/** What owners and admins both see of an entry. */
export function entryFields(row: EntryRow) {
  return {
    id: row.id,
    name: row.name,
    maker: row.maker,
    category: row.category as MarketplaceCategory,
    species: row.species as Species[],
    conditions: row.conditions,
    description: row.description,
    vetFirst: row.vetFirst,
    url: row.url,
    imageUrl: marketplaceImageUrl(row),
  }
}

export function toAdminEntry(row: EntryRow): AdminMarketplaceEntry {
  return { ...entryFields(row), hidden: row.hidden, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
}

/** The page's order of categories (domain marketplace.ts), then the name. */
export function byCategoryThenName(a: Pick<EntryRow, 'category' | 'name'>, b: Pick<EntryRow, 'category' | 'name'>): number {
  const rank = (category: string) => marketplaceCategories.indexOf(category as MarketplaceCategory)
  return rank(a.category) - rank(b.category) || a.name.localeCompare(b.name, 'en') || 0
}
