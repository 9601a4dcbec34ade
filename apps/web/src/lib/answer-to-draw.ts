import { useDeferredValue } from 'react'

/**
 * What a part of a page draws from its query when it draws from a deferred copy of the answers
 * (React's `useDeferredValue`), and whether it shows its loading state meanwhile.
 *
 * Why deferred: TanStack Query hands React each answer through `useSyncExternalStore`, which React
 * renders at once, in one piece. A card that draws a chart and a list from its answers held the
 * main thread for that whole render as they arrived (decision 065). Drawn from a deferred copy, the
 * urgent render only keeps the loading state up, and React draws the answers in a render it may
 * pause for a tap or a frame.
 *
 * - While the query waits for its first answer, or the deferred copy has not caught up with the
 *   first one, the loading state shows and nothing is drawn: no empty moment between the two.
 * - After a refetch (an edit, a retry) the copy still holds the earlier answer: that stays drawn,
 *   with no loading state, until the new one is drawn in its place.
 */
export function answerToDraw<T>(
  query: { data: T | undefined; isPending: boolean },
  deferred: T | undefined,
): { waiting: boolean; answer: T | undefined } {
  if (query.isPending) return { waiting: true, answer: undefined }
  if (query.data !== undefined && deferred === undefined) return { waiting: true, answer: undefined }
  return { waiting: false, answer: deferred }
}

/** `answerToDraw` for a part that draws from one query: the deferred copy is of that query's answer. */
export function useDeferredAnswer<T>(query: { data: T | undefined; isPending: boolean }): { waiting: boolean; answer: T | undefined } {
  return answerToDraw(query, useDeferredValue(query.data))
}
