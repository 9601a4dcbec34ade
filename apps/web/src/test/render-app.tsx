import { render } from '@testing-library/react'
// `react-router`'s RouterProvider, not `react-router/dom`'s: under vitest the latter loads a second
// copy of the router (its contexts then differ). The browser build bundles one copy.
import { RouterProvider, createMemoryRouter } from 'react-router'
import { AppProviders } from '../app/provider'
import { routes } from '../app/routes'
import { createQueryClient } from '../lib/query-client'
import { useAiOnboardingStore } from '../lib/stores/ai-onboarding-store'
import { useAppStore } from '../lib/stores/app-store'
import { usePetCoreStore } from '../lib/stores/pet-core-store'
import { usePetOnboardingStore } from '../lib/stores/pet-onboarding-store'

/** Renders the real app (routes, guards, providers) at `path`, as a fresh visit would. */
export function renderApp(path: string) {
  // The stores are module singletons: every test starts from their initial state.
  useAppStore.setState(useAppStore.getInitialState(), true)
  usePetCoreStore.setState(usePetCoreStore.getInitialState(), true)
  usePetOnboardingStore.setState(usePetOnboardingStore.getInitialState(), true)
  useAiOnboardingStore.setState(useAiOnboardingStore.getInitialState(), true)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  )
  const location = () => router.state.location.pathname + router.state.location.search
  return { ...view, router, location }
}
