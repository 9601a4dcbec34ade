import { API_KEY_RATE_LIMIT } from '@pawpulse/domain/api-keys'
import { createECDH, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { z } from 'zod'

/** The address the app's mail comes from, and the default VAPID subject of web push. */
export const SENDER_ADDRESS = 'no-reply@pawpulse.app'

/**
 * The whole configuration, parsed once at start (docs/ARCHITECTURE.md#configuration-fails-fast).
 * Nothing else reads process.env. Every bad variable is reported at once, each with its own line.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PAWPULSE_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PAWPULSE_ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const emails = (value ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean)
      for (const email of emails) {
        if (!z.email().safeParse(email).success) {
          ctx.addIssue({ code: 'custom', message: `"${email}" is not an e-mail address` })
        }
      }
      return emails
    }),
  PAWPULSE_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // true = one proxy (a load balancer); a number = that many proxies in a row, each appending to X-Forwarded-For.
  PAWPULSE_TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9]|10)$/, 'must be true, false or a number of proxies from 0 to 10')
    .default('false'),
  PAWPULSE_REMINDER_TICK_MS: z.coerce
    .number()
    .int()
    .min(500, 'must be at least 500 (milliseconds)')
    .max(3_600_000, 'must be at most 3600000 (an hour)')
    .default(15_000),
  PAWPULSE_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)')
    .optional(),
  PAWPULSE_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  PAWPULSE_VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // An S3-compatible bucket for uploaded files (decision 034); unset: the data folder's files/.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, such as https://minio.example.org:9000' }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  NODE_ENV: z.string().optional(),
  // Tests only (NODE_ENV=test): the origins of push services a test runs on loopback.
  PAWPULSE_TEST_PUSH_ORIGINS: z.string().optional(),
})

export interface AppConfig {
  port: number
  dataDir: string
  /** Unset: embedded PGlite under dataDir. */
  databaseUrl: string | undefined
  adminEmails: string[]
  authSecret: string
  publicUrl: string
  /** Unset: mails are written to <dataDir>/outbox as .eml files. */
  smtpUrl: string | undefined
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL']
  /**
   * How many proxies in front of the app append to X-Forwarded-For (0: the header is ignored).
   * The client address is the entry the outermost trusted proxy wrote (http/client-ip.ts).
   */
  trustedProxyHops: number
  /**
   * The app's own origins (appOrigins): the only ones whose pages may write through the API (the
   * cross-site request check) and that Better Auth trusts for sign-in.
   */
  trustedOrigins: string[]
  /** Requests allowed per client address per window (seconds) on the auth endpoints that attackers hammer. */
  authRateLimits: Record<'signIn' | 'signUp' | 'anonymous', { window: number; max: number }>
  /** Failed sign-ins per account (e-mail address) per window, whatever address they come from. */
  accountSignInLimit: { window: number; max: number }
  /**
   * Household invitation e-mails (new and sent again): per inviting account, and per recipient
   * address whoever sends them (features/household/invitation-limits.ts).
   */
  invitationLimits: { perAccount: { window: number; max: number }; perRecipient: { window: number; max: number } }
  /** Feedback messages per client address per window (guests may send them, with 5 MB screenshots). */
  feedbackRateLimit: { window: number; max: number }
  /** Requests per personal API key per window (seconds), counted in `rate_limits` across instances. */
  apiKeyRateLimit: { window: number; max: number }
  /** How often the reminder dispatcher looks for what fell due and sends what may go. */
  reminderTickMs: number
  /** The server's identity towards push services (VAPID, RFC 8292): one key pair for every instance. */
  vapid: VapidConfig
  /** Unset: uploaded files live under <dataDir>/files (one instance). */
  s3: S3Config | undefined
  /**
   * Origins of push services besides the browsers' own (PUSH_SERVICE_HOSTS): only tests, which run
   * theirs on loopback, ever have any. Empty in production: PAWPULSE_TEST_PUSH_ORIGINS is refused
   * unless NODE_ENV=test.
   */
  testPushServiceOrigins: string[]
}

/** Where uploaded files live when several instances share them (lib/s3-file-store.ts). */
export interface S3Config {
  bucket: string
  /** Unset: AWS itself, by region. MinIO, R2, Ceph…: their URL. */
  endpoint: string | undefined
  region: string
  /** Unset: the AWS SDK's own chain (AWS_ACCESS_KEY_ID…, ~/.aws, the instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  /** `bucket.host/key` (AWS's default) or `host/bucket/key` (most self-hosted servers). */
  forcePathStyle: boolean
}

export interface VapidConfig {
  /** base64url, uncompressed P-256 point: what browsers subscribe with. */
  publicKey: string
  privateKey: string
  /** Who push services may contact about this server: mailto: or https:. */
  subject: string
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  const vars = parsed.data
  const problems: string[] = []
  if (!vars.PAWPULSE_VAPID_PUBLIC_KEY !== !vars.PAWPULSE_VAPID_PRIVATE_KEY) {
    const missing = vars.PAWPULSE_VAPID_PUBLIC_KEY ? 'PAWPULSE_VAPID_PRIVATE_KEY' : 'PAWPULSE_VAPID_PUBLIC_KEY'
    problems.push(`${missing}: must be set together with the other VAPID key`)
  }
  const s3 = s3Config(vars, problems)
  const testPushServiceOrigins = testPushOrigins(vars, problems)
  if (problems.length) throw new ConfigError(problems)
  const dataDir = resolve(vars.PAWPULSE_DATA_DIR)
  mkdirSync(dataDir, { recursive: true })
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, '')
  return {
    port: vars.PORT,
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    adminEmails: vars.PAWPULSE_ADMIN_EMAILS,
    authSecret: vars.PAWPULSE_AUTH_SECRET ?? readOrCreateSecret(dataDir),
    publicUrl,
    smtpUrl: vars.SMTP_URL,
    logLevel: vars.LOG_LEVEL,
    trustedProxyHops: trustedProxyHops(vars.PAWPULSE_TRUST_PROXY),
    trustedOrigins: appOrigins({ publicUrl: vars.PUBLIC_URL, port: vars.PORT, isDev: vars.NODE_ENV === 'development' }),
    authRateLimits: { signIn: { window: 60, max: 10 }, signUp: { window: 60, max: 20 }, anonymous: { window: 60, max: 30 } },
    accountSignInLimit: { window: 900, max: 10 },
    invitationLimits: { perAccount: { window: 3600, max: 10 }, perRecipient: { window: 86_400, max: 3 } },
    feedbackRateLimit: { window: 600, max: 10 },
    apiKeyRateLimit: { ...API_KEY_RATE_LIMIT },
    reminderTickMs: vars.PAWPULSE_REMINDER_TICK_MS,
    vapid: {
      ...(vars.PAWPULSE_VAPID_PUBLIC_KEY && vars.PAWPULSE_VAPID_PRIVATE_KEY
        ? { publicKey: vars.PAWPULSE_VAPID_PUBLIC_KEY, privateKey: vars.PAWPULSE_VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: vars.PAWPULSE_VAPID_SUBJECT ?? `mailto:${SENDER_ADDRESS}`,
    },
    s3,
    testPushServiceOrigins,
  }
}

/** A test's own push services; refused outside tests, where they would reopen decision 060's hole. */
function testPushOrigins(vars: z.infer<typeof envSchema>, problems: string[]): string[] {
  const origins = (vars.PAWPULSE_TEST_PUSH_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  if (!origins.length) return []
  if (vars.NODE_ENV !== 'test') {
    problems.push('PAWPULSE_TEST_PUSH_ORIGINS: only for tests (NODE_ENV=test)')
    return []
  }
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin)
      problems.push(`PAWPULSE_TEST_PUSH_ORIGINS: "${origin}" is not an origin`)
  }
  return origins
}

function trustedProxyHops(value: string): number {
  if (value === 'true') return 1
  if (value === 'false') return 0
  return Number(value)
}

/** The bucket's settings, or undefined without S3_BUCKET; what is inconsistent goes to `problems`. */
function s3Config(vars: z.infer<typeof envSchema>, problems: string[]): S3Config | undefined {
  const keyId = vars.S3_ACCESS_KEY_ID
  const secret = vars.S3_SECRET_ACCESS_KEY
  if (!keyId !== !secret) {
    problems.push(`${keyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}: must be set together with the other S3 key`)
  }
  if (!vars.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => vars[name])
    // Settings for a bucket without the bucket would silently keep files on this instance's disk.
    if (stray.length) problems.push(`S3_BUCKET: must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'}`)
    return undefined
  }
  return {
    bucket: vars.S3_BUCKET,
    endpoint: vars.S3_ENDPOINT,
    // Any value does for most self-hosted servers; AWS needs the bucket's, R2 takes `auto`.
    region: vars.S3_REGION ?? 'us-east-1',
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
  }
}

/** The Vite dev server of `npm run dev` (apps/web/vite.config.ts), which proxies /api to the API. */
const VITE_DEV_PORT = 5173

/**
 * Where the app's own pages are served from. With PUBLIC_URL, its origin alone. Without it the
 * app runs locally, and a newcomer may open either name of this machine, so both
 * http://localhost:PORT and http://127.0.0.1:PORT count. `npm run dev` (NODE_ENV=development)
 * adds the Vite dev server, whose pages call the API through its proxy with their own Origin.
 */
export function appOrigins({ publicUrl, port, isDev }: { publicUrl: string | undefined; port: number; isDev: boolean }): string[] {
  const local = (p: number) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]
  return [...(publicUrl ? [new URL(publicUrl).origin] : local(port)), ...(isDev ? local(VITE_DEV_PORT) : [])]
}

/**
 * What the backup and restore commands need, read without creating anything: the data folder,
 * the database choice, the secret (from the environment or the folder, if there is one yet),
 * and the folder the command was typed in (npm runs scripts from the repository root).
 */
export function loadCommandConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`))
  }
  const dataDir = resolve(parsed.data.PAWPULSE_DATA_DIR)
  const secretFile = join(dataDir, 'auth-secret')
  return {
    dataDir,
    databaseUrl: parsed.data.DATABASE_URL,
    /** The uploaded files are in this bucket, not under the data folder. */
    s3Bucket: parsed.data.S3_BUCKET,
    authSecret: parsed.data.PAWPULSE_AUTH_SECRET ?? (existsSync(secretFile) ? readFileSync(secretFile, 'utf8').trim() : undefined),
    invokedIn: env.INIT_CWD ?? process.cwd(),
  }
}

/**
 * Without PAWPULSE_AUTH_SECRET the secret is generated once and kept in the data folder, so
 * sessions survive restarts and no secret is ever a constant in the code.
 */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('base64url')
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  return secret
}

/**
 * A new VAPID key pair as web-push's generateVAPIDKeys() makes it (a P-256 key, the public key
 * uncompressed, both base64url), without loading web-push at start: it loads with the first push.
 */
function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1')
  curve.generateKeys()
  // Node leaves out a private key's leading zero bytes; the key is 32 bytes, as web-push pads it.
  const privateKey = curve.getPrivateKey()
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  }
}

/**
 * Without the PAWPULSE_VAPID_* keys a key pair is generated once into the data folder. Browsers
 * subscribe to this public key: a new pair would silence every device until it subscribes again,
 * so several instances must share one pair through the environment.
 */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = join(dataDir, 'vapid.json')
  if (existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }
    return { publicKey, privateKey }
  }
  const keys = generateVapidKeys()
  writeFileSync(file, `${JSON.stringify({ publicKey: keys.publicKey, privateKey: keys.privateKey }, null, 2)}\n`, {
    mode: 0o600,
    flag: 'wx',
  })
  return keys
}
