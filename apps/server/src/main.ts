import { join } from 'node:path'
import { ConfigError, loadConfig } from './config'
import { openDatabase } from './db/client'
import { DataDirInUseError, lockDataDir, type HeldLock } from './lib/data-dir-lock'
import { createLogger } from './lib/logger'

const startedAt = performance.now()
// A timer holds Node's event loop open until the server listens. Without one the loop runs out of
// handles while PGlite's WebAssembly compiles, and Node then waits for all of V8's background work
// (PGlite's code being optimised) before it goes back to the loop: the rest of the start ran inside
// that wait and the first connection was accepted about 100 ms after the server listened (decision 032).
const startingUp = setInterval(() => {}, 60_000)

let config
try {
  config = loadConfig()
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

const log = createLogger(config.logLevel)
// The embedded database is one process's: a second server (or a restore) on the folder would
// corrupt it, and `npm run backup` finds the server here (lib/data-dir-lock.ts).
let dataDirLock: HeldLock | undefined
if (!config.databaseUrl) {
  try {
    dataDirLock = await lockDataDir(config.dataDir, 'server')
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
// The database opens first and the app loads while it does (server.ts, a module of its own): PGlite
// compiles its WebAssembly on other threads and reads its files in the background, time in which
// Node compiles and runs the app's modules instead of waiting (decision 032).
const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'db') })
const databaseReady = database.migrate()
// Awaited by startServer; a failure before that must not count as unhandled.
databaseReady.catch(() => {})
const { startServer } = await import('./server')
await startServer({ config, log, database, databaseReady, dataDirLock, startedAt })
clearInterval(startingUp)
