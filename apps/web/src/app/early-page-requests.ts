import { sendEarlyGet } from '../lib/early-answers'
import { storedSelectedPetId } from '../lib/stores/selected-pet-key'
import type { PagePath } from './page-modules'

/**
 * What the first screen of a page about the selected pet asks the API for, by the page's path;
 * `:petId` stands for the pet. main.tsx sends these as the page opens, beside the app's code, so
 * that the answers are back when the page draws instead of a round trip after it (decision 042).
 * Each must be exactly the path and query the page's query asks, or its answer goes unread:
 * early-page-requests.test.tsx draws each page and checks.
 */
export const EARLY_PAGE_REQUESTS: Partial<Record<PagePath, readonly string[]>> = {
  dashboard: ['/api/pets/:petId/dashboard'],
  pet: ['/api/pets/:petId'],
  breathing: [
    '/api/pets/:petId/breathing-settings',
    '/api/pets/:petId/care-team',
    '/api/pets/:petId/breathing-chart?days=30',
    '/api/pets/:petId/breathing-logs?days=30',
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
  for (const path of requests) sendEarlyGet(path.replace(':petId', encodeURIComponent(petId)))
}
