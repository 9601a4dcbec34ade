/**
 * THE list of Better Auth endpoints the app serves under /api/auth (decision 059): what the web app
 * calls, the links the account mails carry, and what the API reference documents for scripts
 * (sign-in, sign-up, guest sign-in, sign-out). Everything else Better Auth and its plugins register
 * — the admin plugin's `/admin/*` (impersonation, setting any password, listing every account),
 * `list-sessions` (every device's session token), `update-user` (an unchecked `image`),
 * `delete-user`, account linking… — answers 404 in the API's error shape. Admin powers are the
 * documented `/api/admin/*` routes; the session list is `/api/me/sessions`, without tokens.
 *
 * Adding a plugin: add the endpoints its screens call here, as `'METHOD /path'` with `:name` for a
 * path parameter, and give them rate limits in create-auth.ts.
 * `test/auth-endpoints.test.ts` walks every endpoint Better Auth registers against this list.
 */
export const EXPOSED_AUTH_ENDPOINTS = [
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-in/anonymous',
  'POST /sign-out',
  // The web app's session check at every start.
  'GET /get-session',
  // Forgot password: the form, the mailed link (redirects to the page), the new password.
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  // E-mail confirmation and change: the mailed link, the banner's "Resend", the profile's form.
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /change-email',
  'POST /change-password',
  // Two-factor sign-in (decision 061): set-up and removal on /profile, the code after the password.
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  // Passkeys (decision 061): added, listed and removed on /profile; "Sign in with a passkey".
  'GET /passkey/generate-register-options',
  'POST /passkey/verify-registration',
  'GET /passkey/generate-authenticate-options',
  'POST /passkey/verify-authentication',
  'GET /passkey/list-user-passkeys',
  'POST /passkey/delete-passkey',
] as const

const exposed = EXPOSED_AUTH_ENDPOINTS.map((endpoint) => {
  const [method, path] = endpoint.split(' ') as [string, string]
  const pattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return { method, pattern: new RegExp(`^${pattern}$`) }
})

/** Whether `METHOD path` (the path under /api/auth) is one the app serves. */
export function isExposedAuthEndpoint(method: string, path: string): boolean {
  return exposed.some((endpoint) => endpoint.method === method && endpoint.pattern.test(path))
}
