import { randomUUID } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { URI } from 'otpauth'
import { BASE_URL, DATA_DIR } from '../env'

/**
 * Each test is its own client: a fresh browser context, and its own address in X-Forwarded-For
 * (the e2e server trusts it), so the per-address sign-in rate limits apply per test as they would
 * per person.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 254) + 1
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
  },
})
export { expect }

/**
 * Scrolls down as an owner would until `target` is on the page, then brings it into view: the
 * lower sections of a long page are drawn only as they near the viewport (decision 065).
 */
export async function scrollTo(page: Page, target: Locator) {
  await expect(async () => {
    if ((await target.count()) === 0) await page.mouse.wheel(0, 400)
    await expect(target.first()).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await target.first().scrollIntoViewIfNeeded()
}

/** Serious and critical axe violations (WCAG 2.1 A and AA), summarised so that a failure says what and where. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

export function uniqueEmail(prefix = 'owner') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

export interface Account {
  name: string
  email: string
  password: string
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  return { name: 'Erin Example', email: uniqueEmail(), password: 'correct horse battery', ...overrides }
}

/** Seeds through the API (not the UI): the page's context gets the session cookie. */
export async function signUpViaApi(page: Page, account: Account = newAccount()) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin: BASE_URL },
  })
  expect(response.status(), await response.text()).toBe(200)
  return account
}

/**
 * Signs up, or signs in when the address has an account already (an admin shared by several
 * specs): sign-up then answers 200 without starting a session (decision 012), or fails when two
 * specs race, and signing in settles both.
 */
export async function signUpOrSignInViaApi(page: Page, account: Account) {
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin: BASE_URL },
  })
  const startedSession = signUp.status() === 200 && ((await signUp.json()) as { signedIn: boolean }).signedIn
  if (startedSession) return account
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: BASE_URL },
  })
  expect(signIn.status(), await signIn.text()).toBe(200)
  return account
}

/**
 * The admin of PAWPULSE_ADMIN_EMAILS (ADMIN_EMAIL), shared by several specs running in parallel.
 * The role comes with the confirmed address, never with the sign-up (decision 059), and works only
 * with two-factor sign-in on (decision 061). The spec that creates the account opens the
 * confirmation link from the outbox, turns two-factor sign-in on and writes the otpauth URI into the
 * data folder; the others sign in and answer the code from it once it is there.
 */
export async function signInAsAdminViaApi(page: Page) {
  const { ADMIN_EMAIL } = await import('../env')
  const account = newAccount({ email: ADMIN_EMAIL, name: 'Ada Admin' })
  const uriFile = `${DATA_DIR}e2e-admin-totp-uri`
  const readUri = async () => {
    await expect.poll(() => existsSync(uriFile), { timeout: 60_000 }).toBe(true)
    return readFileSync(uriFile, 'utf8')
  }
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin: BASE_URL },
  })
  const created = signUp.status() === 200 && ((await signUp.json()) as { signedIn: boolean }).signedIn
  if (created) {
    const link = await linkInMailTo(ADMIN_EMAIL, /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?[^\s"<>]+/)
    const confirmed = await page.request.get(link.replaceAll('&amp;', '&'))
    expect(confirmed.url()).toContain('result=confirmed')
    writeFileSync(uriFile, await enableTwoFactorViaApi(page, account.password))
  } else {
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: BASE_URL },
    })
    expect(signIn.status(), await signIn.text()).toBe(200)
    const needsCode = ((await signIn.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect
    const uri = await readUri()
    if (needsCode) {
      const verified = await page.request.post('/api/auth/two-factor/verify-totp', {
        data: { code: totpCode(uri) },
        headers: { origin: BASE_URL },
      })
      expect(verified.status(), await verified.text()).toBe(200)
    }
  }
  const admin = (await (await page.request.get('/api/me')).json()) as { role: string }
  expect(admin.role).toBe('admin')
}

export async function completeOwnerOnboardingViaApi(page: Page) {
  const response = await page.request.patch('/api/me', {
    data: { onboardingCompleted: true, country: 'NL' },
    headers: { origin: BASE_URL },
  })
  expect(response.status(), await response.text()).toBe(200)
}

export async function signOutViaApi(page: Page) {
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: BASE_URL } })
}

/** A real 24×16 PNG, for uploads. */
export const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAQCAIAAACDRijCAAAAGklEQVR4nGM4UaFBFcQwatCoQaMGjRpEGQIAHM8cH+glmlwAAAAASUVORK5CYII=',
  'base64',
)

/** Creates a pet for the signed-in page's user through the API; returns its id. */
export async function createPetViaApi(page: Page, pet: Record<string, unknown> = { name: 'Biscuit', species: 'dog' }) {
  const response = await page.request.post('/api/pets', { data: pet, headers: { origin: BASE_URL } })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/**
 * The first link matching `pattern` in the newest .eml of the server's outbox addressed to `email`
 * (quoted-printable decoded), as its reader would click it. Mails are written just after the
 * answer that caused them, so this waits for one to appear (30 s unless told: on a busy machine;
 * a reminder's mail comes when the reminder fires).
 */
export async function linkInMailTo(
  email: string,
  pattern: RegExp,
  { newerThan = 0, timeoutMs = 30_000 }: { newerThan?: number; timeoutMs?: number } = {},
): Promise<string> {
  const { readdir, readFile, stat } = await import('node:fs/promises')
  const { OUTBOX_DIR } = await import('../env')
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const files = (await readdir(OUTBOX_DIR).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse()
    for (const file of files) {
      if ((await stat(`${OUTBOX_DIR}/${file}`)).mtimeMs < newerThan) continue
      const raw = await readFile(`${OUTBOX_DIR}/${file}`, 'utf8')
      if (!raw.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue
      const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      const match = decoded.match(pattern)
      if (match) return match[0]
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no e-mail to ${email} with ${String(pattern)} in ${OUTBOX_DIR}`)
}

/** The household invitation link mailed to `email`. */
export function invitationLinkFor(email: string): Promise<string> {
  return linkInMailTo(email, /https?:\/\/[^\s"<>]+\/auth\?invite=[\w-]+/)
}

/** The code an authenticator app shows for an otpauth URI (the otpauth library, RFC 6238). */
export function totpCode(otpauthUri: string, atMs = Date.now()): string {
  return URI.parse(otpauthUri).generate({ timestamp: atMs })
}

/** Turns two-factor sign-in on through the API for the page's signed-in account; returns the otpauth URI. */
export async function enableTwoFactorViaApi(page: Page, password: string): Promise<string> {
  const enabled = await page.request.post('/api/auth/two-factor/enable', { data: { password }, headers: { origin: BASE_URL } })
  expect(enabled.status(), await enabled.text()).toBe(200)
  const { totpURI } = (await enabled.json()) as { totpURI: string }
  const confirmed = await page.request.post('/api/auth/two-factor/verify-totp', {
    data: { code: totpCode(totpURI) },
    headers: { origin: BASE_URL },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  return totpURI
}
