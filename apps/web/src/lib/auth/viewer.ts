import { authResultSchema, type SessionUser, sessionSchema, type ViewerRole, viewerRoleOf } from '@pawpulse/domain/session'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../api-client'
import { getOrCreateGuestId } from '../guest-id'
import { logger } from '../logger'
import { SESSION_CHECK_PATH } from './session-check'

/**
 * Who is using the app (docs/product/accounts-and-guests.md#roles): a guest (anonymous session, or
 * a local guest id when even that failed), an account, or an admin. Auth lives in lib/ because the
 * guards, the header, the profile page and the auth page all need it, and features never import
 * each other.
 */
export interface Viewer {
  userId: string
  role: ViewerRole
  /** Null for guests: their session carries a placeholder address. */
  email: string | null
  name: string
  /** False for a local guest id: the API cannot be used (no cookie). */
  hasSession: boolean
  /** The session check itself failed: the page says 'Cannot connect to authentication service…'. */
  isAuthUnreachable: boolean
  /** Two-factor sign-in is on (decision 061); the admin pages need it. Absent = off. */
  hasTwoFactor?: boolean
}

export function viewerFromUser(user: SessionUser): Viewer {
  const role = viewerRoleOf(user)
  return {
    userId: user.id,
    role,
    email: role === 'guest' ? null : user.email,
    name: user.name,
    hasSession: true,
    isAuthUnreachable: false,
    ...(user.twoFactorEnabled ? { hasTwoFactor: true } : {}),
  }
}

function localGuest(isAuthUnreachable: boolean): Viewer {
  return { userId: getOrCreateGuestId(), role: 'guest', email: null, name: 'Guest', hasSession: false, isAuthUnreachable }
}

/**
 * Startup: get the session; with none, sign in anonymously; if that fails keep a local
 * guest id. Never throws, so every page can render for a guest even when the API is down.
 */
export async function loadViewer(previous?: Viewer, sentSessionCheck?: Promise<Response>): Promise<Viewer> {
  let session
  try {
    session = await apiRequest(SESSION_CHECK_PATH, { schema: sessionSchema, sent: sentSessionCheck })
  } catch (error) {
    // Offline with a session this device already knew (kept with the app's data, docs/product/
    // offline.md): the owner is still who they were; the cookie goes with the next request.
    if (previous?.hasSession && error instanceof ApiError && error.isNetworkError) return previous
    logger.error('Cannot reach the authentication service', { error })
    return localGuest(true)
  }
  if (session) return viewerFromUser(session.user)
  try {
    const { user } = await apiRequest('/api/auth/sign-in/anonymous', { method: 'POST', body: {}, schema: authResultSchema })
    return viewerFromUser(user)
  } catch (error) {
    logger.warn('Anonymous sign-in failed; keeping a local guest id', { error })
    return localGuest(false)
  }
}

export const viewerQueryKey = ['viewer'] as const

export const viewerQueryOptions = () =>
  queryOptions({
    queryKey: viewerQueryKey,
    queryFn: ({ client }) => loadViewer(client.getQueryData<Viewer>(viewerQueryKey)),
  })

/**
 * The app's start: the viewer from the session check main.tsx sent as the page opened (decision
 * 065), so the guards need not wait for the app's code to ask. Called after the device's copy is
 * back, so that offline the viewer this device knew is still the fallback.
 */
export function prefetchViewer(queryClient: QueryClient, sentSessionCheck: Promise<Response>): Promise<void> {
  return queryClient.prefetchQuery({
    ...viewerQueryOptions(),
    queryFn: ({ client }) => loadViewer(client.getQueryData<Viewer>(viewerQueryKey), sentSessionCheck),
  })
}

/** The viewer, or undefined while the session is being established (guards show the dots). */
export function useViewer(): Viewer | undefined {
  return useQuery(viewerQueryOptions()).data
}
