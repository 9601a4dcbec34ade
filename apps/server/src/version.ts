import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The app's version, from the root package.json. */
export const appVersion: string =
  (JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0'
