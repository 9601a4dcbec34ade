import { z } from 'zod'
import { GUEST_EMAIL_DOMAIN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth'
import { textSchema } from './text'

// The account forms' schemas, apart from auth.ts's constants so that a page that only signs out
// or shows a link's lifetime does not build them as it loads (decision 065).

// One schema per form: the server validates the request with it before Better Auth sees it,
// and the web form uses it through zodResolver, so the messages match everywhere.
export const emailSchema = textSchema({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))

/** The password rules, wherever a password is chosen (sign-up, reset, change); `label` names the field. */
export function passwordSchema(label: string) {
  return textSchema({ error: `${label} is required` })
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `${label} must be at most ${MAX_PASSWORD_LENGTH} characters`)
}

/** An address someone will own: a real e-mail, never a guest placeholder. */
export const ownEmailSchema = emailSchema.refine(
  (email) => !email.toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`),
  'Enter your own e-mail address',
)

export const signUpSchema = z.object({
  name: textSchema({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name must be at most 120 characters'),
  email: ownEmailSchema,
  password: passwordSchema('Password'),
})
export type SignUpInput = z.infer<typeof signUpSchema>

export const signInSchema = z.object({
  email: emailSchema,
  password: textSchema({ error: 'Password is required' }).min(1, 'Password is required'),
})
export type SignInInput = z.infer<typeof signInSchema>

// Account recovery and management (docs/decisions/012). The request schemas are what the server
// validates before Better Auth sees the body; the *FormSchema variants add what only the form has
// (the new password typed twice) and are mapped to the request by the web app.

/** `POST /api/auth/request-password-reset`: always answered the same, whether or not the address has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

/** `POST /api/auth/reset-password`: the token comes from the e-mailed link. */
export const resetPasswordSchema = z.object({
  token: textSchema({ error: 'This reset link is incomplete. Open the link from the e-mail again.' }).min(
    1,
    'This reset link is incomplete. Open the link from the e-mail again.',
  ),
  newPassword: passwordSchema('New password'),
})
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

const confirmPassword = textSchema({ error: 'Type the new password again' }).min(1, 'Type the new password again')
// An empty field already has its own message; the comparisons speak only when both were typed.
const passwordsMatch = { message: 'The two passwords do not match', path: ['confirmPassword'] }
const differsFromCurrent = { message: 'Choose a password different from your current one', path: ['newPassword'] }

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordSchema('New password'), confirmPassword })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, passwordsMatch)
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>

const currentPassword = textSchema({ error: 'Enter your current password' }).min(1, 'Enter your current password')

/** `POST /api/auth/change-password`; `revokeOtherSessions` signs every other device out. */
export const changePasswordSchema = z
  .object({ currentPassword, newPassword: passwordSchema('New password'), revokeOtherSessions: z.boolean().optional() })
  .refine((v) => !v.currentPassword || v.newPassword !== v.currentPassword, differsFromCurrent)
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

export const changePasswordFormSchema = z
  .object({ currentPassword, newPassword: passwordSchema('New password'), confirmPassword, revokeOtherSessions: z.boolean() })
  .refine((v) => !v.confirmPassword || v.newPassword === v.confirmPassword, passwordsMatch)
  .refine((v) => !v.currentPassword || v.newPassword !== v.currentPassword, differsFromCurrent)
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>

/**
 * `POST /api/auth/change-email`: the current password proves it is the owner and not someone at
 * an unlocked device; the change happens when the link sent to the new address is opened.
 */
export const changeEmailSchema = z.object({ newEmail: ownEmailSchema, currentPassword })
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>

/**
 * `DELETE /api/me`: the owner types their e-mail (no stray click deletes) and their current
 * password (a session left open on a shared computer is not enough to delete everything, as for
 * an e-mail change; decision 059).
 */
export const deleteAccountSchema = z.object({
  confirmEmail: textSchema({ error: 'Type your e-mail to confirm' }).trim().toLowerCase(),
  currentPassword,
})
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>

/** `POST /api/auth/send-verification-email`: the signed-in account's own address. */
export const sendVerificationEmailSchema = z.object({ email: emailSchema })
