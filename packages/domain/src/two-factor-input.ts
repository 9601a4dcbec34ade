import { z } from 'zod'
import { textSchema } from './text'
import { normalizeCode, RECOVERY_CODE_PATTERN, TOTP_CODE_PATTERN } from './two-factor'

// What the two-factor forms send (decision 061); the server validates each body with these before
// Better Auth sees it, and the forms show the same messages.

const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app'
const RECOVERY_CODE_MESSAGE = 'Enter one of your recovery codes, like abcde-12345'

/** `POST /api/auth/two-factor/enable` and `/disable`: the account's password, asked again. */
export const twoFactorPasswordSchema = z.object({
  password: textSchema({ error: 'Enter your current password' }).min(1, 'Enter your current password'),
})
export type TwoFactorPasswordInput = z.infer<typeof twoFactorPasswordSchema>

/** `POST /api/auth/two-factor/verify-totp`: at set-up (confirms the app) and at sign-in. */
export const totpCodeSchema = z.object({
  code: textSchema({ error: TOTP_CODE_MESSAGE }).transform(normalizeCode).pipe(z.string().regex(TOTP_CODE_PATTERN, TOTP_CODE_MESSAGE)),
})
export type TotpCodeInput = z.input<typeof totpCodeSchema>

/** `POST /api/auth/two-factor/verify-backup-code`: each recovery code signs in once. */
export const recoveryCodeSchema = z.object({
  code: textSchema({ error: RECOVERY_CODE_MESSAGE })
    .transform(normalizeCode)
    .pipe(z.string().regex(RECOVERY_CODE_PATTERN, RECOVERY_CODE_MESSAGE)),
})
export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>
