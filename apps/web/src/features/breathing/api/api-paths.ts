/**
 * The Breath Monitor's API paths, apart from their get-*.ts files: main.tsx sends the page's first
 * requests before the app's code has loaded (app/early-page-requests.ts), and must not pull in the
 * schemas and the query library those files import to do it.
 */

/** The range the trend and the counts open at; it is not kept across visits. */
export const FIRST_BREATHING_RANGE = 30

/** `GET /api/pets/{petId}/breathing-settings` (get-breathing-settings.ts). */
export const breathingSettingsPath = (petId: string) => `/api/pets/${petId}/breathing-settings`

/** `GET /api/pets/{petId}/breathing-chart?days=` (get-breathing-chart.ts). */
export const breathingChartPath = (petId: string, days: number) => `/api/pets/${petId}/breathing-chart?days=${days}`

/** `GET /api/pets/{petId}/breathing-logs?days=` (get-breathing-logs.ts). */
export const breathingLogsPath = (petId: string, days: number) => `/api/pets/${petId}/breathing-logs?days=${days}`
