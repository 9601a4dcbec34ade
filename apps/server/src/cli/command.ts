import { ConfigError, loadCommandConfig } from '../config'
import { DataDirInUseError } from '../lib/data-dir-lock'

/** Runs a command's body; a known problem becomes one clear line on stderr and exit code 1. */
export async function runCommand(body: (config: ReturnType<typeof loadCommandConfig>, args: string[]) => Promise<void>) {
  try {
    await body(loadCommandConfig(), process.argv.slice(2))
  } catch (error) {
    if (error instanceof CommandError || error instanceof ConfigError || error instanceof DataDirInUseError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** A problem the user can fix; its message says how. */
export class CommandError extends Error {}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
