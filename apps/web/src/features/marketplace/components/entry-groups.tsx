import type { MarketplaceList } from '@pawpulse/domain/marketplace-api'
import { EntryCard } from './entry-card'

type Entries = MarketplaceList['entries']

/**
 * "For Biscuit's MVD" when one pet has one condition, else "For your pets’ conditions". The
 * answer's conditions list each condition with the pets that have it.
 */
function conditionHeading(conditions: MarketplaceList['conditions'], entries: Entries): string {
  const shown = conditions.filter((condition) => entries.some((entry) => entry.conditions.includes(condition.key)))
  const only = shown.length === 1 ? shown[0] : undefined
  if (only && only.petNames.length === 1) return `For ${only.petNames[0]}’s ${only.label}`
  return 'For your pets’ conditions'
}

/** Without pets (a new guest) no entry is for anyone's pet: the list is the whole catalogue. */
function othersHeading(forCondition: Entries, others: Entries): string {
  if (others.every((entry) => entry.petIds.length === 0)) return 'The whole catalogue'
  return forCondition.length > 0 ? 'More for your pets' : 'For your pets'
}

/** The entries for a pet's condition (the server puts them first) under their own heading, then the rest. */
export function EntryGroups({ list }: { list: MarketplaceList }) {
  const forCondition = list.entries.filter((entry) => entry.forCondition)
  const others = list.entries.filter((entry) => !entry.forCondition)
  return (
    <div className="grid gap-8">
      {forCondition.length > 0 ? <EntryGroup title={conditionHeading(list.conditions, forCondition)} entries={forCondition} /> : null}
      {others.length > 0 ? <EntryGroup title={othersHeading(forCondition, others)} entries={others} /> : null}
    </div>
  )
}

function EntryGroup({ title, entries }: { title: string; entries: Entries }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id} className="flex min-w-0">
            <EntryCard entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  )
}
