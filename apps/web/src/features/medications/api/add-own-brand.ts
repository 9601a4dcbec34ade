import { treatmentProductSchema } from '@pawpulse/domain/treatment-api'
import type { UserBrandInput } from '@pawpulse/domain/treatment-input'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { addOwnManufacturer } from './add-own-manufacturer'

/** `POST /api/treatments/brands`: the owner's own product (user_treatment_brands). */
export function addOwnBrand(input: UserBrandInput) {
  return apiRequest('/api/treatments/brands', { method: 'POST', body: input, schema: treatmentProductSchema })
}

/** A new maker is saved first, so it is offered next time too; then the product. */
export function useAddOwnBrand() {
  const queryClient = useQueryClient()
  const userId = useViewer()?.userId ?? ''
  return useMutation({
    mutationKey: ['add-own-brand'],
    mutationFn: async ({ input, isNewManufacturer }: { input: UserBrandInput; isNewManufacturer: boolean }) => {
      if (isNewManufacturer && input.manufacturer) await addOwnManufacturer(input.manufacturer)
      return addOwnBrand(input)
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['treatment-products', userId] }),
        queryClient.invalidateQueries({ queryKey: ['treatment-manufacturers', userId] }),
      ])
    },
  })
}
