import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import type { FileStore } from '#server/lib/file-store.ts'
import { readTar, tarEnd, tarEntry } from '#server/lib/tar.ts'

/** The folders of the data folder that a backup carries (the database goes separately). */
export const BACKED_UP_FOLDERS = ['files', 'outbox'] as const

export const BACKUP_FORMAT = 'pawpulse-backup'
export const BACKUP_VERSION = 1

export interface BackupManifest {
  format: typeof BACKUP_FORMAT
  version: typeof BACKUP_VERSION
  createdAt: string
  appVersion: string
  database: 'pglite'
  files: number
}

/**
 * One `.tar.gz`: `manifest.json`, `database.tar` (the embedded database's data folder, as
 * PGlite's loadDataDir takes it) and every file under `files/` and `outbox/`. The snapshot is
 * taken first and file deletions wait until the last file is read, so every file a row of the
 * snapshot names is in the archive (files are written before their row, deleted after it).
 * The auth secret is left out on purpose (decision 013).
 */
export function createBackupArchive({
  snapshot,
  dataDir,
  fileStore,
  appVersion,
}: {
  snapshot: () => Promise<Uint8Array>
  dataDir: string
  fileStore: Pick<FileStore, 'keepFilesDuring'>
  appVersion: string
}): Readable {
  async function* entries() {
    let finished = () => {}
    const holding = fileStore.keepFilesDuring(() => new Promise<void>((done) => (finished = done)))
    try {
      const database = await snapshot()
      const files = (await Promise.all(BACKED_UP_FOLDERS.map((folder) => filesUnder(join(dataDir, folder))))).flat()
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        appVersion,
        database: 'pglite',
        files: files.length,
      }
      yield tarEntry({ name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) })
      yield tarEntry({ name: 'database.tar', data: database })
      for (const path of files) {
        const data = await readFile(path).catch(() => null)
        // A file removed by a deletion that had started before the hold: its row is gone too.
        if (data) yield tarEntry({ name: relative(dataDir, path).split(sep).join('/'), data })
      }
      yield tarEnd()
    } finally {
      finished()
      await holding
    }
  }
  return Readable.from(entries()).pipe(createGzip())
}

async function filesUnder(folder: string): Promise<string[]> {
  const found = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return found.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

export interface BackupContents {
  manifest: BackupManifest
  database: Uint8Array
  /** Relative paths under the data folder (`files/…`, `outbox/…`). */
  files: { name: string; data: Uint8Array }[]
}

/** Reads an archive back; throws an Error whose message says what is wrong with it. */
export function readBackupArchive(tar: Uint8Array): BackupContents {
  const entries = readTar(tar)
  const manifestEntry = entries.find((e) => e.name === 'manifest.json')
  const database = entries.find((e) => e.name === 'database.tar')
  if (!manifestEntry || !database) throw new Error('This is not a Pawpulse backup: it has no manifest.json or no database.tar.')
  const manifest = JSON.parse(Buffer.from(manifestEntry.data).toString('utf8')) as BackupManifest
  if (manifest.format !== BACKUP_FORMAT) throw new Error('This is not a Pawpulse backup (unknown format).')
  if (manifest.version !== BACKUP_VERSION)
    throw new Error(`This backup has format version ${manifest.version}; this Pawpulse reads version ${BACKUP_VERSION}.`)
  const files = entries.filter((e) => BACKED_UP_FOLDERS.some((folder) => e.name.startsWith(`${folder}/`)))
  return { manifest, database: database.data, files }
}
