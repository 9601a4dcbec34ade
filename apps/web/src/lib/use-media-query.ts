import { useCallback, useSyncExternalStore } from 'react'

const lists = new Map<string, MediaQueryList>()
const listFor = (query: string) => {
  let list = lists.get(query)
  if (!list) lists.set(query, (list = matchMedia(query)))
  return list
}
const canTell = () => typeof matchMedia === 'function'

/**
 * Whether the media `query` matches, and again each time that changes; undefined where the
 * browser cannot tell (no `matchMedia`), so that a caller can fall back to what its CSS decides.
 */
export function useMediaQuery(query: string): boolean | undefined {
  // The same function while the query stays, so that React does not subscribe again on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canTell()) return () => {}
      const list = listFor(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(subscribe, () => (canTell() ? listFor(query).matches : undefined))
}
