import { useMutation } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { failureMessage } from '../api-client'
import { isQueued, toastQueued } from '../offline/send-or-queue'
import { petQueryKey, petsQueryKey } from '../pets/query-keys'
import { type HealthArea, useHealthKeys } from './query-keys'

interface HealthMutationOptions<TVariables, TData> {
  mutationKey: readonly unknown[]
  petId: string
  /** What the write changes; the dashboard is refreshed as well. */
  areas: HealthArea[]
  mutationFn: (variables: TVariables) => Promise<TData>
  /** The pet list and detail carry current conditions and the weight (sidebar, pet page). */
  refreshesPet?: boolean
  success?: { title: string; description?: string }
  /** A button's action shows its failure as a toast; a form shows it in the form instead (omit). */
  failure?: string
}

/**
 * A write to one pet's health records: it refreshes what it changed, then says so in a toast. A
 * write that stayed on the device (offline) says that instead.
 */
export function useHealthMutation<TVariables, TData>({
  mutationKey,
  petId,
  areas,
  mutationFn,
  refreshesPet = false,
  success,
  failure,
}: HealthMutationOptions<TVariables, TData>) {
  const { userId, invalidate, queryClient } = useHealthKeys()
  return useMutation({
    mutationKey,
    mutationFn,
    onSuccess: async (data) => {
      if (isQueued(data)) return toastQueued()
      await Promise.all([
        invalidate(petId, areas),
        refreshesPet ? queryClient.invalidateQueries({ queryKey: petsQueryKey(userId), exact: true }) : null,
        refreshesPet ? queryClient.invalidateQueries({ queryKey: petQueryKey(userId, petId), exact: true }) : null,
      ])
      if (success) toast.success(success.title, success.description ? { description: success.description } : undefined)
    },
    onError: failure ? (error) => void toast.error('Error', { description: failureMessage(error, failure) }) : undefined,
  })
}
