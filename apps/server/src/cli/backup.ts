// `npm run backup [-- --out FILE_OR_FOLDER]`: a consistent backup of the embedded database and
// the stored files, as one .tar.gz (docs/decisions/013). With a server running on the data
// folder, the server makes it (it holds the database); otherwise this command opens the folder.
import { createWriteStream, existsSync, statSync } from 'node:fs'
import { mkdir, rename, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { openDatabase } from '../db/client'
import { createBackupArchive } from '../features/backup/archive'
import { backupToken } from '../features/backup/backup-token'
import { currentLock, lockDataDir } from '../lib/data-dir-lock'
import { createDiskFileStore } from '../lib/file-store'
import { appVersion } from '../version'
import { CommandError, megabytes, runCommand } from './command'

await runCommand(async (config, args) => {
  if (config.databaseUrl) {
    throw new CommandError(
      'This Pawpulse keeps its data in PostgreSQL (DATABASE_URL): back up the database with pg_dump and copy the files in ' +
        `${join(config.dataDir, 'files')} (see "Backups" in the README).`,
    )
  }
  if (config.s3Bucket) {
    // The archive reads the data folder's files/; the bucket's objects are not there (decision 034).
    throw new CommandError(
      `This Pawpulse keeps its files in the S3 bucket ${config.s3Bucket} (S3_BUCKET), which npm run backup does not copy: ` +
        'back up the bucket with your provider’s tools, and the data folder while the server is stopped (see "Backups" in the README).',
    )
  }
  if (!existsSync(join(config.dataDir, 'db')))
    throw new CommandError(`There is no Pawpulse database in ${config.dataDir} (set PAWPULSE_DATA_DIR to the data folder).`)
  const target = outputFile(args, config.invokedIn)
  await mkdir(resolve(target, '..'), { recursive: true })
  const partial = `${target}.part`

  const server = await currentLock(config.dataDir)
  try {
    if (server?.holder === 'server' && server.port) {
      if (!config.authSecret)
        throw new CommandError(`Cannot ask the running server for a backup: no auth secret in ${config.dataDir} or PAWPULSE_AUTH_SECRET.`)
      const response = await fetch(`http://127.0.0.1:${server.port}/api/system/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${backupToken(config.authSecret)}` },
      }).catch((error: Error) => {
        throw new CommandError(`The server on port ${server.port} did not answer: ${error.message}`)
      })
      if (response.status !== 200 || !response.body) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
        throw new CommandError(`The server refused the backup (${response.status}): ${body?.error?.message ?? response.statusText}`)
      }
      await pipeline(Readable.fromWeb(response.body as never), createWriteStream(partial))
    } else {
      // No server: this command holds the folder (a server started meanwhile waits for it to finish).
      const lock = await lockDataDir(config.dataDir, 'backup')
      const database = openDatabase({ pgliteDir: join(config.dataDir, 'db') })
      try {
        const archive = createBackupArchive({
          snapshot: database.snapshot!,
          dataDir: config.dataDir,
          fileStore: createDiskFileStore(join(config.dataDir, 'files')),
          appVersion,
        })
        await pipeline(archive, createWriteStream(partial))
      } finally {
        await database.close()
        lock.release()
      }
    }
    await rename(partial, target)
  } catch (error) {
    await rm(partial, { force: true })
    throw error
  }
  console.log(`Backup written to ${target} (${megabytes(statSync(target).size)}${server ? ', made by the running server' : ''}).`)
  console.log('Restore it with: npm run restore -- ' + target)
})

/** `--out` names a file, or a folder for the default name; without it, the current folder. */
function outputFile(args: string[], invokedIn: string): string {
  const at = args.indexOf('--out')
  const unknown = args.filter((arg, i) => arg !== '--out' && args[i - 1] !== '--out')
  if (unknown.length) throw new CommandError(`Unknown argument ${unknown[0]}. Usage: npm run backup [-- --out FILE_OR_FOLDER]`)
  if (at !== -1 && !args[at + 1]) throw new CommandError('--out needs a file or folder.')
  const name = `pawpulse-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`
  const out = at === -1 ? invokedIn : resolve(invokedIn, args[at + 1]!)
  return existsSync(out) && statSync(out).isDirectory() ? join(out, name) : out
}
