import type { HouseholdAccessLevel } from '@pawpulse/domain/household'

/** A co-parent edits, a viewer (a pet-sitter, say) only looks (docs/product/household.md#access-levels). */
export const accessLevelText: Record<HouseholdAccessLevel, { label: string; description: string }> = {
  editor: { label: 'Co-parent (can edit)', description: 'Sees and changes the shared pets’ records.' },
  viewer: { label: 'Viewer (can only look)', description: 'Sees the shared pets’ records without changing them.' },
}
