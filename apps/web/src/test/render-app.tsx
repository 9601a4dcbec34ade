import { render } from '@testing-library/react'
// `react-router`'s RouterProvider, not `react-router/dom`'s: under vitest the latter loads a second
// copy of the router (its contexts then differ). The browser build bundles one copy.
import { RouterProvider, createMemoryRouter } from 'react-router'
import { AppProviders } from '../app/provider'
import { routes } from '../app/routes'
import { createQueryClient } from '../lib/query-client'
import { useAiOnboardingStore } from '../lib/stores/ai-onboarding-store'
import { useOnboardingDraftStore } from '../lib/stores/onboarding-draft-store'
import { usePetCoreStore } from '../lib/stores/pet-core-store'
import { usePetOnboardingStore } from '../lib/stores/pet-onboarding-store'

interface PersistedStore {
  setState: (state: unknown, replace: true) => void
  getInitialState: () => unknown
  persist: { rehydrate: () => Promise<void> | void }
}
const persistedStores = [
  usePetCoreStore,
  usePetOnboardingStore,
  useAiOnboardingStore,
  useOnboardingDraftStore,
] as unknown as PersistedStore[]

/**
 * Renders the real app (routes, guards, providers) at `path`, as a fresh visit would. With
 * `isReload`, what the previous render stored on the device (localStorage) is read back, as a
 * page reload does; otherwise every store starts from its initial state.
 */
export function renderApp(path: string, { isReload = false }: { isReload?: boolean } = {}) {
  // The stores are module singletons: resetting them also writes their initial state to storage.
  const stored = Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? '']))
  for (const store of persistedStores) store.setState(store.getInitialState(), true)
  if (isReload) {
    localStorage.clear()
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value)
    for (const store of persistedStores) void store.persist.rehydrate()
  }
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const location = () => router.state.location.pathname + router.state.location.search
  return { ...view, router, location }
}
