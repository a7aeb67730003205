import { randomBytes } from 'node:crypto'
import { readFileSync, unlinkSync } from 'node:fs'
import { link, readFile, unlink, writeFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * One process at a time in a data directory whose embedded database is open (docs/decisions/054-one-process-per-data-directory.md).
 * PGlite does not guard its files against a second process (its postmaster.pid holds a made-up pid, -42), and
 * two servers on one DATA_DIR lost acknowledged writes and corrupted indexes (decision 054). Like PostgreSQL's own
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
  // Each pass either creates the file, is refused, or waits on another process's take-over of a stale lock;
  // passes only run out when other processes keep taking and dropping the directory for seconds on end.
  const giveUpAt = Date.now() + 10_000
  while (Date.now() < giveUpAt) {
    if (await createWhole(file, text)) return heldLock(file, text, holder)
    const found = await readSettled(file)
    if (found === null) continue
    const other = parseHolder(found)
    if (other && holderAlive(other)) throw new DataDirLockedError(path.resolve(dataDir), other)
    await takeOverStale(file, found, text)
  }
  throw new Error(`Could not take ${file}: other processes kept taking the data directory. Try again.`)
}

/**
 * Removes the stale lock `judged`, one process at a time: only the process that made the take-over file may
 * remove the lock, and only while it still reads `judged`. Moving the lock aside and putting it back when it
 * had changed (the first way) let two processes hold the directory: the one whose fresh lock was moved, and
 * a third that made its own in the gap (data-dir-lock.server.test.ts, 'many attempts at once').
 */
async function takeOverStale(file: string, judged: string, text: string): Promise<void> {
  const marker = `${file}.takeover`
  if (await createWhole(marker, text)) {
    try {
      if ((await readOrNull(file)) === judged) await unlink(file).catch(ignoreMissing)
    } finally {
      await unlink(marker).catch(ignoreMissing)
    }
    return
  }
  const taking = await readSettled(marker)
  if (taking === null) return
  const taker = parseHolder(taking)
  if (!(taker && holderAlive(taker))) {
    // Its process died in the few milliseconds of a take-over (or the file is damaged). Two processes could
    // both judge it so and one remove the other's fresh take-over file; that needs a kill inside that moment
    // as well, and the worst it does is let two take-overs run, each still checking the lock it removes.
    if ((await readOrNull(marker)) === taking) await unlink(marker).catch(ignoreMissing)
    return
  }
  await new Promise((resolve) => setTimeout(resolve, 20))
}

const ignoreMissing = (error: unknown) => {
  if (errorCode(error) !== 'ENOENT') throw error
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
