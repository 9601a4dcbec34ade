import { type PetImage, petImageSchema } from '@pawpulse/domain/pets'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { ApiError, apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { refreshPetPhotos } from '#web/lib/pets/refresh-pet.ts'
import { UploadTimeoutError, withRetryAndTimeout } from '#web/lib/upload-with-retry.ts'

/** `POST /api/pets/{petId}/images`: one file per request, in the multipart field `file`. */
export function uploadPetImage(petId: string, file: File, signal?: AbortSignal) {
  const form = new FormData()
  form.append('file', file)
  return apiRequest(`/api/pets/${petId}/images`, { method: 'POST', body: form, schema: petImageSchema, signal })
}

export type UploadOutcome = { file: File; image: PetImage; error?: undefined } | { file: File; image?: undefined; error: string }

/** Why one file failed, in words for its tile: the server's message or the time-out. */
function uploadFailureText(error: unknown): string {
  if (error instanceof UploadTimeoutError) return error.message
  if (error instanceof ApiError && error.hasServerMessage) return error.message
  return 'Failed to upload image. Please try again.'
}

/** Every file in parallel, each with its own time-out and retries (docs/product/pets.md#time-out-and-retries); never throws. */
export async function uploadPetImages(petId: string, files: readonly File[]): Promise<UploadOutcome[]> {
  return Promise.all(
    files.map(async (file): Promise<UploadOutcome> => {
      try {
        return { file, image: await withRetryAndTimeout((signal) => uploadPetImage(petId, file, signal)) }
      } catch (error) {
        return { file, error: uploadFailureText(error) }
      }
    }),
  )
}

/** The upload toasts: one image, or several (success counts them; failure only when none worked). */
function announce(outcomes: readonly UploadOutcome[]) {
  const uploaded = outcomes.filter((outcome) => outcome.image).length
  if (outcomes.length === 1) {
    if (uploaded === 1) toast.success('Image uploaded', { description: 'The pet image has been uploaded successfully.' })
    else toast.error('Upload failed', { description: 'Failed to upload image. Please try again.' })
  } else if (uploaded > 0) {
    toast.success('Images uploaded', { description: `Successfully uploaded ${uploaded} image(s).` })
  } else {
    toast.error('Upload failed', { description: 'Failed to upload images. Please try again.' })
  }
}

export function useUploadPetImages(petId: string) {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['upload-pet-images', petId],
    mutationFn: (files: readonly File[]) => uploadPetImages(petId, files),
    // Each file already has its own retries.
    retry: false,
    onSuccess: async (outcomes) => {
      announce(outcomes)
      // The first upload becomes the profile photo: the pet's detail changes too.
      if (outcomes.some((outcome) => outcome.image)) await refreshPetPhotos(queryClient, userId, petId)
    },
  })
}
