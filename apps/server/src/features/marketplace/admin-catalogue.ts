import { randomBytes } from 'node:crypto'
import type { AdminMarketplaceEntry, MarketplaceEntryInput, MarketplaceEntryUpdate } from '@pawpulse/domain/marketplace-api'
import { MARKETPLACE_NAME_MAX } from '@pawpulse/domain/marketplace-api'
import { eq } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import type { Database } from '#server/db/client.ts'
import { marketplaceEntries } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'
import { byCategoryThenName, toAdminEntry } from './view'

export const entryNotFound = () => AppError.notFound('Marketplace entry not found')

/** Every entry, hidden ones too, in the page's order (docs/product/marketplace.md#managing-the-catalogue). */
export async function listAdminMarketplace({ db }: { db: Database }): Promise<{ entries: AdminMarketplaceEntry[] }> {
  const rows = await db.select().from(marketplaceEntries)
  return { entries: rows.sort(byCategoryThenName).map(toAdminEntry) }
}

export async function createMarketplaceEntry({
  db,
  input,
}: {
  db: Database
  input: MarketplaceEntryInput
}): Promise<AdminMarketplaceEntry> {
  const [row] = await db.transaction((tx) =>
    tx
      .insert(marketplaceEntries)
      .values({ ...input, slug: slugFor(input.name) })
      .returning(),
  )
  return toAdminEntry(row!)
}

/** Only the fields sent change (patchRow); hiding is `{ hidden: true }`. An unknown id is a 404. */
export async function updateMarketplaceEntry({
  db,
  entryId,
  input,
}: {
  db: Database
  entryId: string
  input: MarketplaceEntryUpdate
}): Promise<AdminMarketplaceEntry> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(marketplaceEntries).where(eq(marketplaceEntries.id, entryId)).for('update')
    if (!current) throw entryNotFound()
    return (await patchRow(tx, marketplaceEntries, current, input)).row
  })
  return toAdminEntry(row)
}

/**
 * 'Hill's Prescription Diet k/d' → 'hills-prescription-diet-k-d-3f9a1c': readable in the database,
 * and the random suffix keeps two entries of the same name apart (the seed's slugs have none).
 */
export function slugFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MARKETPLACE_NAME_MAX)
    .replace(/-+$/, '')
  return `${base || 'entry'}-${randomBytes(3).toString('hex')}`
}
