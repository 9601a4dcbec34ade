import type { QueryClient } from '@tanstack/react-query'
import type { createBrowserRouter } from 'react-router'
import { answerOnce, type AppLayoutRequests } from '../lib/app-layout-requests'
import { getMe, meQueryOptions } from '../lib/auth/get-me'
import { type Viewer, viewerQueryKey } from '../lib/auth/viewer'
import { getPets, petsQueryOptions } from '../lib/pets/get-pets'

/**
 * Every page in the app layout shows the pet list (the pet selector; the selected pet's page reads
 * from it) and, above the page, what the profile says (the e-mail confirmation banner): both are
 * asked for as soon as the viewer is known, instead of once the layout and the page have drawn,
 * which at a phone's speed is a good part of a second later (decision 040). Together, so that the
 * banner does not arrive after the page and push it down. The answers to the requests main.tsx sent
 * as the page opened (`sent`, decision 041) are used when they came back well.
 */
export async function prefetchAppLayoutData(
  queryClient: QueryClient,
  router: ReturnType<typeof createBrowserRouter>,
  sent?: AppLayoutRequests,
): Promise<void> {
  const viewer = queryClient.getQueryData<Viewer>(viewerQueryKey)
  const isAppPage = router.state.matches.some(({ route }) => route.id === 'app-layout')
  if (!viewer?.hasSession || !isAppPage) return
  const pets = answerOnce(sent?.pets)
  const me = answerOnce(sent?.me)
  await Promise.all([
    queryClient.prefetchQuery({ ...petsQueryOptions(viewer.userId), queryFn: async ({ signal }) => getPets(signal, await pets()) }),
    queryClient.prefetchQuery({ ...meQueryOptions(viewer.userId), queryFn: async ({ signal }) => getMe(signal, await me()) }),
  ])
}
