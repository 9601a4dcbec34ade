/**
 * Where the selected pet is stored (pet-core-store.ts), apart from the store so that main.tsx can
 * read it before the app's code has loaded without importing zustand.
 */
export const SELECTED_PET_STORAGE_KEY = 'pet-core-storage'

/** The selected pet's id as the store left it on this device; null when none is, or it cannot be read. */
export function storedSelectedPetId(storage: Storage = localStorage): string | null {
  try {
    const stored = JSON.parse(storage.getItem(SELECTED_PET_STORAGE_KEY) ?? 'null') as { state?: { selectedPetId?: unknown } } | null
    const id = stored?.state?.selectedPetId
    return typeof id === 'string' ? id : null
  } catch {
    // Storage blocked (a privacy setting) or a value this app did not write.
    return null
  }
}
