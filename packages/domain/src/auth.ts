import { z } from 'zod'
import { textSchema } from './text'

// One schema per form: the server validates the request with it before Better Auth sees it,
// and the web form uses it through zodResolver, so the messages match everywhere.
export const emailSchema = textSchema({ error: 'E-mail is required' })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }))

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128

export const signUpSchema = z.object({
  name: textSchema({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'Full name must be at most 120 characters'),
  email: emailSchema,
  password: textSchema({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
})
export type SignUpInput = z.infer<typeof signUpSchema>

export const signInSchema = z.object({
  email: emailSchema,
  password: textSchema({ error: 'Password is required' }).min(1, 'Password is required'),
})
export type SignInInput = z.infer<typeof signInSchema>

/** Spec §8: the defaults shown when the server gives no better message. */
export const authFailureDefaults = {
  signIn: 'Failed to sign in',
  signUp: 'Failed to create account',
  signOut: 'Failed to sign out',
} as const

/** Spec §8: 'Signed in successfully' / 'Welcome {email}' or 'Welcome back'. */
export function welcomeMessage(email: string | null | undefined): string {
  return email ? `Welcome ${email}` : 'Welcome back'
}
