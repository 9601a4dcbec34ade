/** Condition keys whose labels are acronyms, shown upper-cased in the sidebar. */
const ACRONYM_CONDITIONS = new Set(['mvd', 'ibd'])

/**
 * Sidebar label of a health condition (docs/product/health-tracking.md#the-condition-list): mvd and
 * ibd are upper-cased; for others underscores become spaces and the first letter is capitalised.
 */
export function conditionLabel(condition: string): string {
  const key = condition.trim()
  if (ACRONYM_CONDITIONS.has(key.toLowerCase())) return key.toUpperCase()
  return humanizeKey(key)
}

/** 'pet_store' → 'Pet store': underscores become spaces and the first letter is capitalised. */
export function humanizeKey(key: string): string {
  const spaced = key.replace(/_/g, ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}
