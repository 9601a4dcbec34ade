import { conditionMetadataSchema } from '@pawpulse/domain/condition-metadata'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'
import { healthKey, useHealthKeys } from '#web/lib/health/query-keys.ts'

const metadataListSchema = z.object({ metadata: z.array(conditionMetadataSchema) })

/** `GET /api/pets/{petId}/condition-metadata`: what is kept per condition (the MVD ACVIM stage…). */
export async function getConditionMetadata(petId: string, signal?: AbortSignal) {
  return (await apiRequest(`/api/pets/${petId}/condition-metadata`, { schema: metadataListSchema, signal })).metadata
}

export const conditionMetadataQueryOptions = (userId: string, petId: string) =>
  queryOptions({ queryKey: healthKey(userId, petId, 'condition-metadata'), queryFn: ({ signal }) => getConditionMetadata(petId, signal) })

export function useConditionMetadata(petId: string) {
  const { userId, hasSession } = useHealthKeys()
  return useQuery({ ...conditionMetadataQueryOptions(userId, petId), enabled: hasSession })
}
