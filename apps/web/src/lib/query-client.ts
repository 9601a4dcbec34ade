import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '#web/lib/toast.ts'
import { isRetryable, isUnexpectedError } from './api-client'
import { logger } from './logger'

/** A query that fails shows the toast named in its meta, once per failure. */
export interface ErrorToastMeta {
  errorToast?: { title: string; description: string }
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorToastMeta & Record<string, unknown>
  }
}

/**
 * The query cache (docs/product/app-shell.md#query-cache): retry 2 for queries, 1 for mutations;
 * stale 300 s; kept 600 s; no refetch on focus. Retries are spent only on failures a retry can fix
 * (network, 5xx), not on a 4xx.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnexpectedError(error)) logger.error('Query failed', { queryKey: query.queryKey, error })
        const errorToast = query.meta?.errorToast
        if (errorToast) toast.error(errorToast.title, { description: errorToast.description, id: JSON.stringify(query.queryKey) })
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnexpectedError(error)) logger.error('Mutation failed', { mutationKey: mutation.options.mutationKey, error })
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
        staleTime: 300_000,
        gcTime: 600_000,
        refetchOnWindowFocus: false,
      },
      // Offline a query waits (the device's copy stays on screen, lib/offline); a write is tried
      // and says it cannot reach the server, never a button stuck on "Saving…". The entries that
      // work offline keep themselves on the device instead (lib/offline/send-or-queue.ts).
      mutations: { networkMode: 'always', retry: (failureCount, error) => failureCount < 1 && isRetryable(error) },
    },
  })
}
