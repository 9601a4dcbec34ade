import type { QueryClient } from '@tanstack/react-query'
import type { createBrowserRouter } from 'react-router'
import { meQueryOptions } from '../lib/auth/get-me'
import { type Viewer, viewerQueryKey } from '../lib/auth/viewer'
import { petsQueryOptions } from '../lib/pets/get-pets'

/**
 * Every page in the app layout shows the pet list (the pet selector; the selected pet's page reads
 * from it) and, above the page, what the profile says (the e-mail confirmation banner): both are
 * asked for as soon as the viewer is known, instead of once the layout and the page have drawn,
 * which at a phone's speed is a good part of a second later (decision 065). Together, so that the
 * banner does not arrive after the page and push it down. Where main.tsx sent both as the page
 * opened (decision 065), apiRequest reads those answers (lib/early-answers.ts).
 */
export async function prefetchAppLayoutData(queryClient: QueryClient, router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  const viewer = queryClient.getQueryData<Viewer>(viewerQueryKey)
  const isAppPage = router.state.matches.some(({ route }) => route.id === 'app-layout')
  if (!viewer?.hasSession || !isAppPage) return
  await Promise.all([queryClient.prefetchQuery(petsQueryOptions(viewer.userId)), queryClient.prefetchQuery(meQueryOptions(viewer.userId))])
}
