import { z } from 'zod'
import { sessionUserSchema } from './session'

// What the server answers about two-factor sign-in and passkeys (decision 061).

/** `POST /api/auth/sign-in/email` when the account has two-factor sign-in on: no session yet. */
export const twoFactorChallengeSchema = z.object({ twoFactorRedirect: z.literal(true) })

/** `POST /api/auth/two-factor/enable`: shown once; the QR code is the URI drawn by the server. */
export const twoFactorSetupSchema = z.object({
  totpURI: z.string(),
  totpQrSvg: z.string(),
  backupCodes: z.array(z.string()),
})
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>

/** `GET /api/auth/passkey/list-user-passkeys`. */
export const passkeyListSchema = z.array(z.object({ id: z.string(), name: z.string().nullish(), createdAt: z.string().nullish() }))
export type PasskeyItem = z.infer<typeof passkeyListSchema>[number]

/**
 * `POST /api/auth/passkey/verify-authentication`: a session, like a password sign-in — set as the
 * cookie; the answer never carries its token (decision 059).
 */
export const passkeySignInSchema = z.object({ session: z.object({}), user: sessionUserSchema })

/** Better Auth's plain `{ status }` answers and the WebAuthn options, read by @simplewebauthn/browser. */
export const webAuthnOptionsSchema = z.record(z.string(), z.unknown())
