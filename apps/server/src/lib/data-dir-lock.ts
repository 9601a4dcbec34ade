import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Who is using a data folder: `<data>/lock.json`, written by the server (embedded database only)
 * and by the backup and restore commands. PGlite is one process's database: a second process on
 * the same folder would corrupt it, a backup must know whom to ask, and a restore must not pull
 * the folder from under a running server.
 */
export interface DataDirLock {
  pid: number
  /** The server's HTTP port; null for a command. */
  port: number | null
  holder: 'server' | 'backup' | 'restore'
  since: string
}

const lockFile = (dataDir: string) => join(dataDir, 'lock.json')

/**
 * The holder of the folder, if it is still alive: its process exists and, for a server, its port
 * answers (so that a process that merely inherited the pid of a killed server does not count).
 */
export async function currentLock(dataDir: string): Promise<DataDirLock | null> {
  let lock: DataDirLock
  try {
    lock = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as DataDirLock
  } catch {
    return null
  }
  if (lock.pid === process.pid || !isAlive(lock.pid)) return null
  if (lock.port !== null && !(await answers(lock.port))) return null
  return lock
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lock: DataDirLock,
  ) {
    const who =
      lock.holder === 'server'
        ? `A Pawpulse server (process ${lock.pid}, port ${lock.port})`
        : `A Pawpulse ${lock.holder} (process ${lock.pid})`
    super(`${who} is using ${dataDir} since ${lock.since}. Stop it first. If no such process is running, delete ${lockFile(dataDir)}.`)
    this.name = 'DataDirInUseError'
  }
}

export interface HeldLock {
  /** A server that is now listening says where (until then, only its process is checked). */
  listening(port: number): void
  release(): void
}

/** Takes the folder for this process, or throws DataDirInUseError. */
export async function lockDataDir(dataDir: string, holder: DataDirLock['holder']): Promise<HeldLock> {
  const current = await currentLock(dataDir)
  if (current) throw new DataDirInUseError(dataDir, current)
  const lock: DataDirLock = { pid: process.pid, port: null, holder, since: new Date().toISOString() }
  // A stale lock (its process is gone) is replaced; 'wx' makes two starters racing for it fail one.
  rmSync(lockFile(dataDir), { force: true })
  try {
    writeFileSync(lockFile(dataDir), `${JSON.stringify(lock)}\n`, { flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    const winner = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as DataDirLock
    throw new DataDirInUseError(dataDir, winner)
  }
  const release = () => {
    try {
      const onDisk = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as DataDirLock
      if (onDisk.pid === process.pid) rmSync(lockFile(dataDir), { force: true })
    } catch {
      // Already gone.
    }
  }
  process.once('exit', release)
  return {
    listening: (port) => writeFileSync(lockFile(dataDir), `${JSON.stringify({ ...lock, port })}\n`),
    release,
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) })
    return true
  } catch {
    return false
  }
}
