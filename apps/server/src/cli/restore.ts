// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` into the data
// folder (PAWPULSE_DATA_DIR, default ./data). Refuses while a server or another command uses
// the folder, and refuses a folder that already holds a database unless --force, which moves
// the current contents aside first (docs/decisions/013).
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { restorePgliteDataDir } from '../db/client'
import { BACKED_UP_FOLDERS, readBackupArchive } from '../features/backup/archive'
import { lockDataDir } from '../lib/data-dir-lock'
import { CommandError, megabytes, runCommand } from './command'

const USAGE = 'Usage: npm run restore -- FILE [--force]'

await runCommand(async (config, args) => {
  const force = args.includes('--force')
  const rest = args.filter((arg) => arg !== '--force')
  if (rest.length !== 1 || rest[0]!.startsWith('--'))
    throw new CommandError(rest.length ? `Unknown argument ${rest.find((a) => a.startsWith('--')) ?? rest[1]}. ${USAGE}` : USAGE)
  if (config.databaseUrl) {
    throw new CommandError(
      'This Pawpulse keeps its data in PostgreSQL (DATABASE_URL): restore the database with pg_restore (or psql) and copy the files back (see "Backups" in the README).',
    )
  }
  if (config.s3Bucket) {
    // A backup's files go back into the data folder's files/, which a server on a bucket never reads (decision 034).
    throw new CommandError(
      `This Pawpulse keeps its files in the S3 bucket ${config.s3Bucket} (S3_BUCKET), and npm run restore puts them into the data folder: ` +
        'restore with S3_BUCKET unset, for a server that keeps its files on disk (see "Backups" in the README).',
    )
  }
  const file = resolve(config.invokedIn, rest[0]!)
  if (!existsSync(file)) throw new CommandError(`No such file: ${file}`)

  let tar: Uint8Array
  try {
    tar = gunzipSync(await readFile(file))
  } catch (error) {
    throw new CommandError(`${file} is not a .tar.gz made by npm run backup (${(error as Error).message}).`)
  }
  let contents
  try {
    contents = readBackupArchive(tar)
  } catch (error) {
    throw new CommandError(`Cannot restore ${file}: ${(error as Error).message}`)
  }

  await mkdir(config.dataDir, { recursive: true })
  const lock = await lockDataDir(config.dataDir, 'restore')
  try {
    const present = ['db', ...BACKED_UP_FOLDERS].filter((name) => isNonEmpty(join(config.dataDir, name)))
    if (present.length && !force) {
      throw new CommandError(
        `${config.dataDir} already holds data (${present.join(', ')}). Restore into an empty folder (PAWPULSE_DATA_DIR=another/folder npm run restore -- FILE), ` +
          'or add --force to replace it: the current contents are then moved aside, not deleted.',
      )
    }
    let keptIn: string | null = null
    if (present.length) {
      keptIn = join(dirname(config.dataDir), `${basename(config.dataDir)}-before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`)
      await mkdir(keptIn)
      for (const name of present) await rename(join(config.dataDir, name), join(keptIn, name))
    }
    for (const { name, data } of contents.files) {
      const path = join(config.dataDir, ...name.split('/'))
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, data)
    }
    await restorePgliteDataDir(join(config.dataDir, 'db'), contents.database)
    const { manifest } = contents
    console.log(
      `Restored the backup of ${manifest.createdAt} (Pawpulse ${manifest.appVersion}, ${megabytes(contents.database.length)} of database, ${manifest.files} files) into ${config.dataDir}.`,
    )
    if (keptIn) console.log(`What was there before is in ${keptIn}.`)
    // The auth secret is not in backups: a folder with another secret ends everyone's sessions.
    console.log(
      'Start the server with npm start. Unless this folder keeps the auth secret the backed-up server had, everyone signs in again.',
    )
  } finally {
    lock.release()
  }
})

function isNonEmpty(path: string): boolean {
  return existsSync(path) && readdirSync(path).length > 0
}
