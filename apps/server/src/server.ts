import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { revokeUnconfirmedAdmins } from './auth/admin-role'
import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/client'
import type { HeldLock } from './lib/data-dir-lock'
import { createDiskFileStore } from './lib/file-store'
import type { Logger } from './lib/logger'
import { createMailer } from './lib/mailer'
import { createPushSender } from './lib/push-sender'
import { startReminderScheduler } from './features/reminders/scheduler'
import { startVetRecordReader } from './features/vet-records/jobs'
import { serverPaths } from './paths'
import { appVersion } from './version'

/** How often an idle instance looks for vet records to read; set to the reader's tick once it starts. */
const VET_RECORD_IDLE_POLL_MS = 15_000

// The background loops' first runs wait a moment after the start: on the embedded database (one
// connection) their start-up queries held the first requests back by about 300 ms (decision 032).
const FIRST_RUN_AFTER_START_MS = 1_000

/**
 * The app on its port, its background loops and its shutdown: everything of the server after the
 * database is opened (main.ts). Builds the app while `databaseReady` (the migrations) is still
 * pending and listens once it has resolved, so that no request is served before the schema is
 * there. Resolves once the server listens.
 */
export async function startServer(deps: {
  config: AppConfig
  log: Logger
  database: DatabaseHandle
  databaseReady: Promise<void>
  dataDirLock?: HeldLock
  startedAt: number
}): Promise<void> {
  const { config, log, database, dataDirLock } = deps
  const webDistDir = serverPaths.webDist
  // Several instances share their files through a bucket; one keeps them in its data folder (decision 034).
  // The AWS SDK loads only with a bucket: its packages would add a few hundred milliseconds to every start.
  const fileStore = config.s3
    ? (await import('./lib/s3-file-store')).createS3FileStore(config.s3)
    : createDiskFileStore(join(config.dataDir, 'files'))
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: join(config.dataDir, 'outbox') })
  let wakeVetRecordReader = () => {}
  const app = createApp({
    config,
    database,
    log,
    fileStore,
    mailer,
    version: appVersion,
    webDistDir: existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined,
    onVetRecordQueued: () => wakeVetRecordReader(),
  })
  await deps.databaseReady
  // Before the first request: an admin role held by an unconfirmed address (decision 059) goes.
  const demoted = await revokeUnconfirmedAdmins(database.db)
  if (demoted > 0) log.warn({ accounts: demoted }, 'admin role removed from unconfirmed addresses')

  let isListening = () => {}
  const listening = new Promise<void>((resolve) => (isListening = resolve))
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    dataDirLock?.listening(info.port)
    log.info(
      { port: info.port, database: database.kind, files: config.s3 ? 's3' : 'disk', ms: Math.round(performance.now() - deps.startedAt) },
      `Pawpulse is listening on ${config.publicUrl}`,
    )
    isListening()
  })
  // Node closes an idle kept-alive connection after 5 s; a client that sends on it at that moment gets
  // ECONNRESET. Browsers retry, not every API client does. Idle connections stay open longer than a
  // load balancer's usual 60 s, so that the balancer, not the app, closes them.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000
    server.headersTimeout = 66_000
  }

  // Reminders fire from this process (docs/decisions/022); its first tick delivers what fell due while it was down.
  const reminders = startReminderScheduler({
    database,
    mailer,
    push: createPushSender({ vapid: config.vapid, testOrigins: config.testPushServiceOrigins }),
    publicUrl: config.publicUrl,
    secret: config.authSecret,
    log,
    intervalMs: config.reminderTickMs,
    firstRunAfterMs: FIRST_RUN_AFTER_START_MS,
  })

  // Uploaded vet records are read here, one file at a time per instance (docs/decisions/027); the
  // first tick resumes what was queued or half-read when the server stopped. An upload to this
  // instance wakes it at once, so the idle poll (what another instance queued, a lease run out) can
  // be slow and costs the shared database two small statements every 15 s, not every second.
  const vetRecordReader = startVetRecordReader({
    db: database.db,
    fileStore,
    log,
    intervalMs: VET_RECORD_IDLE_POLL_MS,
    firstRunAfterMs: FIRST_RUN_AFTER_START_MS,
  })
  wakeVetRecordReader = () => void vetRecordReader.tick()

  let isShuttingDown = false
  async function shutdown(signal: string) {
    if (isShuttingDown) return
    isShuttingDown = true
    log.info({ signal }, 'shutting down: finishing in-flight requests')
    // Stop accepting connections; the callback runs once in-flight requests are done.
    await new Promise<void>((done) => server.close(() => done()))
    await reminders.stop()
    // Vet records are read (and OCR runs) in a child process per file, which ends with its file or,
    // its IPC channel closed, with this process (decision 058): nothing of it to close here.
    await vetRecordReader.stop()
    await database.close()
    dataDirLock?.release()
    log.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  await listening
}
