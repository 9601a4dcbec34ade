import {
  breathingChartPath,
  breathingLogsPath,
  breathingSettingsPath,
  FIRST_BREATHING_RANGE,
} from '#web/features/breathing/api/api-paths.ts'
import { dashboardPath, petPath } from '#web/features/pets/api/api-paths.ts'
import { careTeamPath } from '../lib/pets/api-paths'
import { sendEarlyGet } from '../lib/early-answers'
import { storedSelectedPetId } from '../lib/stores/selected-pet-key'
import type { PagePath } from './page-modules'

/**
 * What the first screen of a page about the selected pet asks the API for, by the page's path, for
 * a pet id. main.tsx sends these as the page opens, beside the app's code, so that the answers are
 * back when the page draws instead of a round trip after it (decision 065). Each must be exactly the
 * path and query the page's query asks, or its answer goes unread, so each comes from the path
 * builder the feature's own query uses (its `api/api-paths.ts`: small modules, so that main.tsx
 * does not load the schemas and the query library with them). early-page-requests.test.tsx checks
 * both that the features' queries ask for these paths and that each page asks for them as it draws.
 */
export const EARLY_PAGE_REQUESTS: Partial<Record<PagePath, (petId: string) => readonly string[]>> = {
  dashboard: (petId) => [dashboardPath(petId)],
  pet: (petId) => [petPath(petId)],
  breathing: (petId) => [
    breathingSettingsPath(petId),
    careTeamPath(petId),
    breathingChartPath(petId, FIRST_BREATHING_RANGE),
    breathingLogsPath(petId, FIRST_BREATHING_RANGE),
  ],
}

/**
 * Sends the page's requests for the pet selected on this device, if one is: a device with a pet
 * selected had a session with pets when last used (lib/app-layout-requests.ts says more). A pet
 * since deleted is refused, and the page then asks for what it shows as it would have.
 */
export function sendEarlyPageRequests(pagePath: string | undefined, storage?: Storage): void {
  const requests = pagePath === undefined ? undefined : EARLY_PAGE_REQUESTS[pagePath as PagePath]
  if (!requests) return
  const petId = storedSelectedPetId(storage)
  if (petId === null) return
  for (const path of requests(encodeURIComponent(petId))) sendEarlyGet(path)
}
