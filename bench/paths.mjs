// Where the benches find the project and the web build, for the scripts that need no more than that.
import { join, resolve } from 'node:path'

export const root = resolve(import.meta.dirname, '..')
export const webDist = join(root, 'apps/web/dist')
