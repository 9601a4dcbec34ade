// `npm run lint:openapi` (first half): writes the document the app serves at /api/openapi.json to a
// file, without a server or a data folder: the app is built as the tests build it, on an in-memory
// database, and asked for the document. `node --import tsx apps/server/src/cli/openapi.ts OUT_FILE`
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { createApp } from '../app'
import { openDatabase } from '../db/client'
import { createMemoryFileStore } from '../lib/file-store'
import { createLogger } from '../lib/logger'
import { createMemoryMailer } from '../lib/mailer'
import { appVersion } from '../version'

const out = resolve(process.argv[2] ?? 'node_modules/.cache/pawpulse/openapi.json')
const origin = 'http://localhost:3000'
const database = openDatabase({ pgliteDir: 'memory://' })
try {
  const app = createApp({
    config: {
      port: 0,
      dataDir: '/nonexistent',
      databaseUrl: undefined,
      adminEmails: [],
      // Only read when signing; nothing is signed while the document is written.
      authSecret: 'openapi-document-writer-secret-0123456789',
      publicUrl: origin,
      smtpUrl: undefined,
      logLevel: 'silent',
      trustedProxyHops: 0,
      trustedOrigins: [origin],
      authRateLimits: { signIn: { window: 60, max: 5 }, signUp: { window: 60, max: 5 }, anonymous: { window: 60, max: 5 } },
      accountSignInLimit: { window: 900, max: 5 },
      invitationLimits: { perAccount: { window: 3600, max: 5 }, perRecipient: { window: 86_400, max: 5 } },
      feedbackRateLimit: { window: 600, max: 5 },
      apiKeyRateLimit: { window: 60, max: 5 },
      reminderTickMs: 15_000,
      vapid: { publicKey: '', privateKey: '', subject: 'mailto:no-reply@pawpulse.app' },
      s3: undefined,
      testPushServiceOrigins: [],
    },
    database,
    log: createLogger('silent'),
    fileStore: createMemoryFileStore(),
    mailer: createMemoryMailer(),
    version: appVersion,
  })
  const response = await app.request('/api/openapi.json')
  if (response.status !== 200) throw new Error(`/api/openapi.json answered ${response.status}: ${await response.text()}`)
  await mkdir(dirname(out), { recursive: true })
  await writeFile(out, `${JSON.stringify(await response.json(), null, 2)}\n`)
  console.log(`wrote ${out}`)
} finally {
  await database.close()
}
