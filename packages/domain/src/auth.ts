// Accounts' constants and texts; the schemas of what clients send are in auth-input.ts (decision 065).

export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128

/** The domain of guests' placeholder addresses (anonymous sessions): nobody may sign up with one. */
export const GUEST_EMAIL_DOMAIN = 'guest.pawpulse.invalid'

/** The defaults shown when the server gives no better message. */
export const authFailureDefaults = {
  signIn: 'Failed to sign in',
  signUp: 'Failed to create account',
  signOut: 'Failed to sign out',
} as const

/** The sign-in toast: 'Signed in successfully' / 'Welcome {email}' or 'Welcome back'. */
export function welcomeMessage(email: string | null | undefined): string {
  return email ? `Welcome ${email}` : 'Welcome back'
}

/** How long the e-mailed links work (the server's Better Auth settings and the mails' wording). */
export const RESET_LINK_TTL_MINUTES = 60
export const VERIFY_LINK_TTL_HOURS = 24
