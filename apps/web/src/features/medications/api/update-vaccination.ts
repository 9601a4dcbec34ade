import { vaccinationSchema } from '@pawpulse/domain/vaccination-api'
import type { VaccinationUpdate } from '@pawpulse/domain/vaccination-input'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `PATCH …/vaccinations/{id}`: any of its fields; the server re-checks the whole record. */
export function updateVaccination(petId: string, vaccinationId: string, input: VaccinationUpdate) {
  return apiRequest(`/api/pets/${petId}/vaccinations/${vaccinationId}`, { method: 'PATCH', body: input, schema: vaccinationSchema })
}

export function useUpdateVaccination(petId: string, vaccinationId: string) {
  return useHealthMutation({
    mutationKey: ['update-vaccination', vaccinationId],
    petId,
    areas: ['vaccinations'],
    mutationFn: (input: VaccinationUpdate) => updateVaccination(petId, vaccinationId, input),
    success: { title: 'Vaccination saved' },
  })
}
