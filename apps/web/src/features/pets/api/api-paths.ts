/**
 * The pet page's and the dashboard's API paths, apart from their get-*.ts files: main.tsx sends a
 * page's first requests before the app's code has loaded (app/early-page-requests.ts), and must not
 * pull in the schemas and the query library those files import to do it.
 */

/** `GET /api/pets/{petId}`: the pet page's details (get-pet.ts). */
export const petPath = (petId: string) => `/api/pets/${petId}`

/** `GET /api/pets/{petId}/dashboard`: the dashboard's summary (get-dashboard.ts). */
export const dashboardPath = (petId: string) => `${petPath(petId)}/dashboard`
