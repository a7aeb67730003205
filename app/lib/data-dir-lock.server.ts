import { randomBytes } from 'node:crypto'
import { readFileSync, unlinkSync } from 'node:fs'
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * One process at a time in a data directory whose embedded database is open (docs/decisions/054-one-process-per-data-directory.md).
 * PGlite does not guard its files against a second process (its postmaster.pid holds a made-up pid, -42), and
 * two servers on one DATA_DIR lost acknowledged writes and corrupted indexes (issue 37). Like PostgreSQL's own
 * postmaster.pid, this file names the process that holds the directory; unlike it, a lock left by a crash is
 * taken over at once, because the file also says when that process started, so a later process given the same
 * pid is not mistaken for it.
 */
export const LOCK_FILE = 'afterword.pid'

/** Who may hold the directory: the server, or one of the commands that open the embedded database. */
export type DataDirUser = 'server' | 'backup' | 'restore' | 'migrate-to-server' | 'documents:rewrap' | 'db:migrate'

export interface LockHolder {
  pid: number
  user: DataDirUser
  /**
   * Field 22 of /proc/<pid>/stat (clock ticks after boot) and the kernel's boot id: with the pid, they name one
   * process for good. Null where there is no /proc (macOS): then a live pid counts as the holder.
   */
  startTicks: string | null
  bootId: string | null
  /** When it took the directory (ISO), for a person reading the file. */
  since: string
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${describeHolder(holder)} is using the data directory ${dataDir}. ${holder.user === 'server' ? 'Stop it first' : 'Let it finish first'}, or set DATA_DIR to another folder.`,
    )
  }
}

export interface DataDirLock {
  file: string
  holder: LockHolder
  /** Removes the file if it is still this process's; safe to call more than once. */
  release: () => Promise<void>
}

/** 'another Afterword server (pid 1234)', or the command that holds the directory. */
export function describeHolder(holder: LockHolder): string {
  return holder.user === 'server'
    ? `another Afterword server (pid ${holder.pid})`
    : `the command npm run ${holder.user} (pid ${holder.pid})`
}

/**
 * Takes `dataDir` for this process, or throws DataDirLockedError naming the live process that has it. A lock
 * whose process is gone (a crash, SIGKILL, power loss) is taken over. The lock is also removed when the
 * process exits by any path that runs 'exit' handlers (process.exit included), so only a kill leaves one.
 */
export async function acquireDataDirLock(dataDir: string, user: DataDirUser): Promise<DataDirLock> {
  const file = path.resolve(dataDir, LOCK_FILE)
  const holder: LockHolder = {
    pid: process.pid,
    user,
    ...processIdentity(process.pid),
    since: new Date().toISOString(),
  }
  const text = `${JSON.stringify(holder)}\n`
  // Each round either creates the file or removes a stale one; a few rounds only run out when other processes
  // keep taking and dropping the directory at the same moment.
  for (let round = 0; round < 5; round++) {
    if (await createWhole(file, text)) return heldLock(file, text, holder)
    const found = await readSettled(file)
    if (found === null) continue
    const other = parseHolder(found)
    if (other && holderAlive(other)) throw new DataDirLockedError(path.resolve(dataDir), other)
    await removeIfUnchanged(file, found)
  }
  throw new Error(`Could not take ${file}: other processes kept taking the data directory. Try again.`)
}

/** The live process that holds `dataDir`, or null when none does (no lock, or one left by a process now gone). */
export async function dataDirHolder(dataDir: string): Promise<LockHolder | null> {
  const found = await readSettled(path.resolve(dataDir, LOCK_FILE))
  const holder = found === null ? null : parseHolder(found)
  return holder && holderAlive(holder) ? holder : null
}

function heldLock(file: string, text: string, holder: LockHolder): DataDirLock {
  let held = true
  // 'exit' handlers must be synchronous.
  const releaseSync = () => {
    if (!held) return
    held = false
    process.off('exit', releaseSync)
    try {
      if (readFileSync(file, 'utf8') === text) unlinkSync(file)
    } catch {
      // Already gone, or the directory itself was removed: nothing is held.
    }
  }
  process.on('exit', releaseSync)
  return {
    file,
    holder,
    release: async () => {
      if (!held) return
      held = false
      process.off('exit', releaseSync)
      const now = await readFile(file, 'utf8').catch(() => null)
      if (now === text) await unlink(file).catch(() => undefined)
    },
  }
}

/**
 * Creates `file` with all of `text` or not at all: written under a private name, then hard-linked into place,
 * which fails if the file exists. A reader never sees it half-written, so a file it cannot read is not a
 * holder in the middle of writing but a damaged one.
 */
async function createWhole(file: string, text: string): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  await writeFile(draft, text, { flag: 'wx', mode: 0o644 })
  try {
    await link(draft, file)
    return true
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    // Some file systems (SMB shares, exFAT) have no hard links: fall back to an exclusive create, whose
    // moment between creating and writing readSettled waits out.
    if (!['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV'].includes(errorCode(error) ?? '')) throw error
    try {
      await writeFile(file, text, { flag: 'wx', mode: 0o644 })
      return true
    } catch (fallbackError) {
      if (errorCode(fallbackError) === 'EEXIST') return false
      throw fallbackError
    }
  } finally {
    await unlink(draft).catch(() => undefined)
  }
}

/** The file's text, read again after a moment when it does not parse (see createWhole); null when absent. */
async function readSettled(file: string): Promise<string | null> {
  const first = await readOrNull(file)
  if (first === null || parseHolder(first)) return first
  await new Promise((resolve) => setTimeout(resolve, 200))
  return readOrNull(file)
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null
    throw error
  }
}

/**
 * Removes a stale lock without removing a fresh one another process put in its place meanwhile: the file is
 * moved aside first, and put back if what was moved is not what was judged stale.
 */
async function removeIfUnchanged(file: string, judged: string): Promise<void> {
  const aside = `${file}.stale.${process.pid}.${randomBytes(4).toString('hex')}`
  try {
    await rename(file, aside)
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return
    throw error
  }
  try {
    if ((await readFile(aside, 'utf8')) !== judged) await link(aside, file).catch(() => undefined)
  } finally {
    await unlink(aside).catch(() => undefined)
  }
}

export function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder> | null
    if (!value || !Number.isSafeInteger(value.pid) || (value.pid ?? 0) <= 0 || typeof value.user !== 'string') {
      return null
    }
    return {
      pid: value.pid as number,
      user: value.user,
      startTicks: typeof value.startTicks === 'string' ? value.startTicks : null,
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      since: typeof value.since === 'string' ? value.since : '',
    }
  } catch {
    return null
  }
}

/** Whether the process that wrote `holder` still runs: its pid is alive and, where /proc says, it is the same process. */
export function holderAlive(holder: LockHolder): boolean {
  if (!pidAlive(holder.pid)) return false
  const now = processIdentity(holder.pid)
  if (now.startTicks !== null && holder.startTicks !== null) {
    return now.startTicks === holder.startTicks && now.bootId === holder.bootId
  }
  // No /proc: a live pid may be a later process, but taking the directory from a live holder would corrupt
  // it, so only this very process (restarted in a container, where the server is always pid 1) is ruled out.
  return holder.pid !== process.pid
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists, under another user.
    return errorCode(error) === 'EPERM'
  }
}

export function processIdentity(pid: number): { startTicks: string | null; bootId: string | null } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces or ')': count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const startTicks = fields[19] ?? null
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    return { startTicks, bootId }
  } catch {
    return { startTicks: null, bootId: null }
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error ? String(error.code) : undefined
}
