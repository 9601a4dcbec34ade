import { readFileSync } from 'node:fs'
import { serverPaths } from './paths'

/** The app's version, from the root package.json. */
export const appVersion: string = (JSON.parse(readFileSync(serverPaths.rootPackageJson, 'utf8')) as { version?: string }).version ?? '0.0.0'
