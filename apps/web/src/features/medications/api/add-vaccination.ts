import { vaccinationSchema } from '@pawpulse/domain/vaccination-api'
import type { VaccinationInput } from '@pawpulse/domain/vaccination-input'
import { apiRequest } from '#web/lib/api-client.ts'
import { useHealthMutation } from '#web/lib/health/use-health-mutation.ts'

/** `POST /api/pets/{petId}/vaccinations`: a listed vaccine or a typed name. */
export function addVaccination(petId: string, input: VaccinationInput) {
  return apiRequest(`/api/pets/${petId}/vaccinations`, { method: 'POST', body: input, schema: vaccinationSchema })
}

export function useAddVaccination(petId: string) {
  return useHealthMutation({
    mutationKey: ['add-vaccination', petId],
    petId,
    areas: ['vaccinations'],
    mutationFn: (input: VaccinationInput) => addVaccination(petId, input),
    success: { title: 'Vaccination recorded' },
  })
}
