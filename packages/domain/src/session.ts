import { z } from 'zod'

/**
 * The user inside Better Auth's session answers (`GET /api/auth/get-session`, and the `user` of
 * the sign-in, sign-up and anonymous sign-in answers). Only the fields the web app reads are
 * named; Better Auth sends more, which zod strips.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  /** Guests carry a placeholder address (…@guest.pawpulse.invalid): never show it. */
  email: z.string(),
  name: z.string(),
  /** The admin plugin's role; null on rows made before the plugin. */
  role: z.string().nullish(),
  isAnonymous: z.boolean().nullish(),
  /** The twoFactor plugin's flag (decision 061): the admin pages need it. */
  twoFactorEnabled: z.boolean().nullish(),
})
export type SessionUser = z.infer<typeof sessionUserSchema>

/** `GET /api/auth/get-session`: `null` without a session. */
export const sessionSchema = z
  .object({
    session: z.object({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: sessionUserSchema,
  })
  .nullable()
export type Session = z.infer<typeof sessionSchema>

/**
 * `POST /api/auth/sign-in/email`, `/sign-up/email`, `/sign-in/anonymous`. `signedIn`: whether a
 * session was started (false for the sign-up of a taken address, decision 012); the session's
 * token itself stays in the httpOnly cookie (decision 059).
 */
export const authResultSchema = z.object({ signedIn: z.boolean(), user: sessionUserSchema })
export type AuthResult = z.infer<typeof authResultSchema>

/**
 * The roles (docs/product/accounts-and-guests.md#roles) as the client sees them: a guest is an
 * anonymous session (or, when even that failed, a local guest id); an account is a signed-up user;
 * an admin is an account with the admin role.
 */
export type ViewerRole = 'guest' | 'account' | 'admin'

export function viewerRoleOf(user: Pick<SessionUser, 'role' | 'isAnonymous'>): ViewerRole {
  if (user.isAnonymous) return 'guest'
  return user.role === 'admin' ? 'admin' : 'account'
}

/** Better Auth's plain answer (`/request-password-reset`, `/reset-password`, `/change-email`, `/send-verification-email`). */
export const authStatusSchema = z.object({ status: z.boolean() })

/** `POST /api/auth/change-password`: `signedIn` when the other sessions were signed out and this one renewed (its cookie). */
export const changePasswordResultSchema = z.object({ signedIn: z.boolean() })
