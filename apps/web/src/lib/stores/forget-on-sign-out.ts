const forgetters = new Set<() => void>()

/**
 * A store says, as its module loads, how to forget what it holds when the owner signs out. Sign-out
 * then forgets every store this tab has loaded without importing them all: a store never loaded
 * holds nothing in memory, and its stored copy leaves with the rest of localStorage
 * (sign-out-storage.ts). So the AI wizard's draft is not code every page must fetch.
 */
export function forgetOnSignOut(forget: () => void): void {
  forgetters.add(forget)
}

/** Forgets what every loaded store holds (sign-out, account deletion, a password reset). */
export function forgetLoadedStores(): void {
  for (const forget of forgetters) forget()
}
