/**
 * Where to go after a successful sign-in: a user without a profile or whose
 * onboarding is not complete goes to owner onboarding; everyone else to the page they came
 * from, or the dashboard.
 */
export function destinationAfterSignIn(input: {
  onboardingCompleted: boolean | null | undefined
  redirectTo: string | null | undefined
}): string {
  if (!input.onboardingCompleted) return '/useronboarding'
  return safeRedirectPath(input.redirectTo) ?? '/dashboard'
}

/**
 * `redirectTo` comes from the address bar, so it is untrusted: only a same-site absolute path
 * is honoured. Anything else ('//evil.example', 'https://…', '/\\evil', 'javascript:') is dropped,
 * which closes the open-redirect hole.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value) return null
  if (!value.startsWith('/')) return null
  if (value.startsWith('//') || value.startsWith('/\\')) return null
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20)) return null // header/URL injection
  if (value === '/auth' || value.startsWith('/auth?') || value.startsWith('/auth/')) return null
  return value
}

/** Builds `/auth?redirectTo=…` for a guarded page (docs/product/app-shell.md#guards). */
export function signInPathFor(currentPath: string): string {
  const safe = safeRedirectPath(currentPath)
  return safe ? `/auth?redirectTo=${encodeURIComponent(safe)}` : '/auth'
}
