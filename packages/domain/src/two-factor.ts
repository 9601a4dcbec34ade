// Two-factor sign-in and passkeys (docs/product/accounts-and-guests.md#two-factor-sign-in, decision 061).

/** What `/api/admin/*` answers (403) to an admin whose account has no two-factor sign-in yet. */
export const ADMIN_NEEDS_TWO_FACTOR_MESSAGE =
  'Admin pages need two-factor sign-in. Turn it on under "Two-factor sign-in" in your profile (/profile), then come back.'

/** A TOTP code as authenticator apps show it: six digits (spaces the user typed are removed first). */
export const TOTP_CODE_PATTERN = /^\d{6}$/

/** The recovery codes Better Auth makes: ten, each 5 + 5 letters and digits joined by a dash. */
export const RECOVERY_CODE_PATTERN = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/

/** A code as typed: spaces removed (apps show "123 456"). */
export function normalizeCode(input: string): string {
  return input.replace(/\s+/g, '')
}

/** Whether what was typed in the sign-in's code field is a TOTP code or a recovery code. */
export function codeKind(input: string): 'totp' | 'recovery' | null {
  const code = normalizeCode(input)
  if (TOTP_CODE_PATTERN.test(code)) return 'totp'
  if (RECOVERY_CODE_PATTERN.test(code)) return 'recovery'
  return null
}
