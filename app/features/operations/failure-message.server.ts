import { EnvError } from '~/lib/env.server'
import { BackupArchiveError } from './backup-archive.server'
import { ServerRunningError } from './installation.server'
import { RestoreRefusedError } from './restore.server'

/**
 * What the operations commands print when they stop: a refusal we foresaw already says what to do, so it is
 * shown as it is; anything else is named as the command's failure.
 */
export function failureMessage(command: 'Backup' | 'Restore' | 'Moving', error: unknown): string {
  const foreseen =
    error instanceof EnvError ||
    error instanceof ServerRunningError ||
    error instanceof RestoreRefusedError ||
    error instanceof BackupArchiveError
  if (foreseen) return error.message
  return `${command} failed: ${error instanceof Error ? error.message : String(error)}`
}
