import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { viewerQueryKey } from '#web/lib/auth/viewer.ts'

/**
 * The age of what the page shows: the oldest answer among the queries on screen (the session
 * aside), or null when none has data. Offline, "as of" must not claim the newest of them.
 */
export function useDataAge(): number | null {
  const queryClient = useQueryClient()
  const [age, setAge] = useState<number | null>(() => oldestOnScreen(queryClient))
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // The cache speaks while other components render (a query mounting): read it after, not during.
    const schedule = () => {
      timer ??= setTimeout(() => {
        timer = undefined
        setAge(oldestOnScreen(queryClient))
      }, 0)
    }
    schedule()
    const unsubscribe = queryClient.getQueryCache().subscribe(schedule)
    return () => {
      unsubscribe()
      if (timer) clearTimeout(timer)
    }
  }, [queryClient])
  return age
}

function oldestOnScreen(queryClient: ReturnType<typeof useQueryClient>): number | null {
  const times = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .filter((query) => query.queryKey[0] !== viewerQueryKey[0] && query.state.dataUpdatedAt > 0)
    .map((query) => query.state.dataUpdatedAt)
  return times.length > 0 ? Math.min(...times) : null
}
