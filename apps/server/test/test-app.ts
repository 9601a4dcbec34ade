import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import webpush from 'web-push'
import { afterAll } from 'vitest'
import { createApp } from '#server/app.ts'
import type { AppConfig } from '#server/config.ts'
import type { PasswordHasher } from '#server/http/env.ts'
import { createMemoryFileStore } from '#server/lib/file-store.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createMemoryMailer } from '#server/lib/mailer.ts'
import type { Mail } from '#server/lib/mailer.ts'
import { linkIn, waitForMail } from './mail-links'
import { createTestDatabase } from './test-database'
import { totpCode } from './totp'

export const TEST_ORIGIN = 'http://localhost:3000'
/** One VAPID key pair per test file, as a server would generate into its data folder. */
const testVapidKeys = webpush.generateVAPIDKeys()

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    adminEmails: [],
    authSecret: 'test-secret-that-is-at-least-32-characters-long',
    publicUrl: TEST_ORIGIN,
    smtpUrl: undefined,
    logLevel: 'silent',
    trustedProxyHops: 0,
    trustedOrigins: [TEST_ORIGIN],
    // Tests create many users from one address; the limits themselves are tested in auth.test.ts.
    authRateLimits: { signIn: { window: 60, max: 1000 }, signUp: { window: 60, max: 1000 }, anonymous: { window: 60, max: 1000 } },
    // The production limit: every test signs in with its own address.
    accountSignInLimit: { window: 900, max: 10 },
    // Suites invite many co-parents from one owner; household.test.ts tests the limits with its own.
    invitationLimits: { perAccount: { window: 3600, max: 1000 }, perRecipient: { window: 86_400, max: 1000 } },
    feedbackRateLimit: { window: 600, max: 1000 },
    // Suites walk every route with a key; api-keys.test.ts tests the limit with its own.
    apiKeyRateLimit: { window: 60, max: 100_000 },
    reminderTickMs: 15_000,
    vapid: { ...testVapidKeys, subject: 'mailto:no-reply@pawpulse.app' },
    s3: undefined,
    testPushServiceOrigins: [],
    ...overrides,
  }
}

/**
 * Every test user signs up, and production's scrypt costs about 250 ms of CPU a hash (over 600 a
 * run); a salted SHA-256 keeps what the tests check — a wrong password is refused — at no cost.
 * The real hash is what durability.test.ts and two-instances.test.ts (real servers) and the e2e run use.
 */
export const cheapPasswordHasher: PasswordHasher = {
  hash: async (password) => {
    const salt = randomBytes(8).toString('hex')
    return `${salt}:${createHash('sha256')
      .update(salt + password)
      .digest('hex')}`
  },
  verify: async ({ hash, password }) => {
    const [salt = '', digest = ''] = hash.split(':')
    const actual = createHash('sha256')
      .update(salt + password)
      .digest()
    const expected = Buffer.from(digest, 'hex')
    return expected.length === actual.length && timingSafeEqual(expected, actual)
  },
}

/**
 * The real app on a real, migrated database; closed after the file's tests. `webDistDir` serves a
 * built web app from that folder, as the server does when one is built.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, { webDistDir }: { webDistDir?: string } = {}) {
  const database = await createTestDatabase()
  const fileStore = createMemoryFileStore()
  const mailer = createMemoryMailer()
  const app = createApp({
    config: testConfig(overrides),
    database,
    log: createLogger(overrides.logLevel ?? 'silent'),
    fileStore,
    mailer,
    version: 'test',
    webDistDir,
    passwordHasher: cheapPasswordHasher,
  })
  afterAll(() => database.close())
  return { app, database, db: database.db, fileStore, mailer }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app']

/** Bodies sent as they are (a form, text, bytes); anything else is sent as JSON. */
const isRaw = (body: unknown): body is string | FormData | Uint8Array<ArrayBuffer> =>
  typeof body === 'string' || body instanceof FormData || body instanceof Uint8Array

/** What a TestClient sends its requests to: the app in-process, or a running server (`overHttp`). */
export interface RequestTarget {
  request(path: string, init: RequestInit): Response | Promise<Response>
}

/** A running server at `url` as a RequestTarget. */
export const overHttp = (url: string): RequestTarget => ({ request: (path, init) => fetch(`${url}${path}`, init) })

/**
 * A browser-like caller: keeps the session cookie and sends the Origin header Better Auth checks
 * (`origin`: the app's own, TEST_ORIGIN for an app built by testConfig).
 */
export class TestClient {
  private cookies = new Map<string, string>()
  constructor(
    private readonly app: RequestTarget,
    private readonly origin = TEST_ORIGIN,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = {
      method,
      headers: {
        origin: this.origin,
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...(body !== undefined && !isRaw(body) ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: isRaw(body) ? body : JSON.stringify(body) } : {}),
    }
    const response = await this.app.request(path, init)
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/Max-Age=0/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return response
  }

  get = (path: string) => this.request('GET', path)
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body ?? {}, headers)
  hasSession = () => [...this.cookies.keys()].some((k) => k.endsWith('session_token'))
  /** The `Cookie` header this client sends, for requests made with `app.request` directly. */
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
}

export function uniqueEmail(prefix = 'owner') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

/** Factory with overrides (docs/ARCHITECTURE.md#test-factories-with-overrides): a signed-up, signed-in user. */
export async function createTestUser(app: TestApp, overrides: { name?: string; email?: string; password?: string } = {}) {
  const input = { name: 'Test Owner', email: uniqueEmail(), password: 'correct horse', ...overrides }
  const client = new TestClient(app)
  const response = await client.post('/api/auth/sign-up/email', input)
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const { user } = (await response.json()) as { user: { id: string; email: string } }
  return { client, user, ...input }
}

/** Opens the confirmation link mailed to `email` at sign-up, as its owner would (from any browser). */
export async function confirmEmail(app: TestApp, sent: Mail[], email: string) {
  const mail = await waitForMail(sent, email, 'Confirm your e-mail address')
  const response = await new TestClient(app).get(linkIn(mail, 'Confirm my e-mail address'))
  const location = response.headers.get('location') ?? ''
  if (response.status !== 302 || !location.endsWith('result=confirmed'))
    throw new Error(`confirmation failed: ${response.status} ${location} ${await response.text()}`)
}

/**
 * Turns two-factor sign-in on as the /profile set-up does: the password, then a code computed
 * from the otpauth URI (test/totp.ts), never a faked verifier. Returns what an authenticator app
 * and the owner would keep.
 */
export async function enableTwoFactor(client: TestClient, password: string) {
  const enabled = await client.post('/api/auth/two-factor/enable', { password })
  if (enabled.status !== 200) throw new Error(`two-factor enable failed: ${enabled.status} ${await enabled.text()}`)
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] }
  const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(totpURI) })
  if (confirmed.status !== 200) throw new Error(`two-factor confirmation failed: ${confirmed.status} ${await confirmed.text()}`)
  return { totpURI, backupCodes }
}

/**
 * An admin as the app requires one: a signed-up user with an address on the app's `adminEmails`
 * that confirmed it — the role comes with the confirmation, never with the sign-up (decision 059) —
 * and with two-factor sign-in on (decision 061).
 */
export async function createTestAdmin(
  { app, mailer }: { app: TestApp; mailer: { sent: Mail[] } },
  overrides: { name?: string; email: string; password?: string },
) {
  const admin = await createTestUser(app, overrides)
  await confirmEmail(app, mailer.sent, admin.email)
  return { ...admin, ...(await enableTwoFactor(admin.client, admin.password)) }
}
