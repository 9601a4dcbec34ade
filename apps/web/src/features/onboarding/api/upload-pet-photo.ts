import { petImageSchema } from '@pawpulse/domain/pets'
import { apiRequest } from '#web/lib/api-client.ts'
import { withRetryAndTimeout } from '#web/lib/upload-with-retry.ts'

/**
 * `POST /api/pets/{petId}/images`: a photo kept on the device while the wizard ran, uploaded once
 * the save has created the pet (the pet's first image becomes its profile photo), with the upload
 * pipeline's time-out and retries.
 */
export function uploadPetPhoto(petId: string, file: File) {
  const form = new FormData()
  form.append('file', file)
  return withRetryAndTimeout((signal) =>
    apiRequest(`/api/pets/${petId}/images`, { method: 'POST', body: form, schema: petImageSchema, signal }),
  )
}
