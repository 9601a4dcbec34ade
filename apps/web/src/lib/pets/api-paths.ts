/**
 * `GET /api/pets/{petId}/care-team` (get-care-team.ts), apart from it so that main.tsx can send the
 * Breath Monitor's first requests without the schemas and the query library (app/early-page-requests.ts).
 */
export const careTeamPath = (petId: string) => `/api/pets/${petId}/care-team`
