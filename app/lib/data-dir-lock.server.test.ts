import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  acquireDataDirLock,
  dataDirHolder,
  DataDirLockedError,
  LOCK_FILE,
  parseHolder,
  processIdentity,
  type LockHolder,
} from './data-dir-lock.server'

const work = mkdtempSync(path.join(tmpdir(), 'afterword-lock-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const freshDir = () => mkdtempSync(path.join(work, 'data-'))

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** A node process that runs `code` (ES module, may import this module by path) and says 'ready' when it has. */
function nodeProcess(code: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`the helper process exited (${code}) before it was ready`)))
  })
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

const MODULE = JSON.stringify(path.resolve('app/lib/data-dir-lock.server.ts'))

function writeLock(dataDir: string, holder: Partial<LockHolder> & { pid: number }) {
  const record = { user: 'server', startTicks: null, bootId: null, since: '2026-01-01T00:00:00.000Z', ...holder }
  writeFileSync(path.join(dataDir, LOCK_FILE), `${JSON.stringify(record)}\n`)
}

// Several tests start node processes with tsx: about a second each on an idle machine, far more under load.
describe('the data directory lock', { timeout: 60_000 }, () => {
  it('is taken by one holder at a time, names it to the next, and is let go on release', async () => {
    const dataDir = freshDir()
    const lock = await acquireDataDirLock(dataDir, 'server')
    expect(parseHolder(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      user: 'server',
    })
    const refused = await acquireDataDirLock(dataDir, 'server').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(DataDirLockedError)
    expect((refused as Error).message).toBe(
      `another Afterword server (pid ${process.pid}) is using the data directory ${path.resolve(dataDir)}. Stop it first, or set DATA_DIR to another folder.`,
    )
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: process.pid })
    await lock.release()
    await lock.release()
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)
    expect(await dataDirHolder(dataDir)).toBeNull()
    // Nothing but the lock itself is ever left in the directory (the drafts and moved-aside copies go).
    const again = await acquireDataDirLock(dataDir, 'backup')
    expect(readdirSync(dataDir)).toEqual([LOCK_FILE])
    await again.release()
  })

  it('is refused while another live process holds it', async () => {
    const dataDir = freshDir()
    const sleeper = await nodeProcess(`console.log('ready'); setTimeout(() => {}, 60_000)`)
    const pid = sleeper.pid ?? 0
    writeLock(dataDir, { pid, ...processIdentity(pid) })
    await expect(acquireDataDirLock(dataDir, 'server')).rejects.toThrow(`another Afterword server (pid ${pid})`)
  })

  it('is taken over from a process that has exited', async () => {
    const dataDir = freshDir()
    const gone = spawn(process.execPath, ['-e', ''])
    await exited(gone)
    writeLock(dataDir, { pid: gone.pid ?? 0, startTicks: '1', bootId: 'x' })
    expect(await dataDirHolder(dataDir)).toBeNull()
    const lock = await acquireDataDirLock(dataDir, 'server')
    expect(lock.holder.pid).toBe(process.pid)
    await lock.release()
  })

  it('is taken over when its pid now belongs to a later process (the start time differs)', async () => {
    const dataDir = freshDir()
    const later = await nodeProcess(`console.log('ready'); setTimeout(() => {}, 60_000)`)
    const identity = processIdentity(later.pid ?? 0)
    // Only where /proc tells processes apart; elsewhere a live pid is taken for the holder.
    expect(identity.startTicks).not.toBeNull()
    writeLock(dataDir, {
      pid: later.pid ?? 0,
      startTicks: String(Number(identity.startTicks) - 1),
      bootId: identity.bootId,
    })
    const lock = await acquireDataDirLock(dataDir, 'server')
    await lock.release()
    // This process's own pid, left by an earlier life of it (a container restarted: the server is pid 1 again).
    writeLock(dataDir, { pid: process.pid, startTicks: '1', bootId: processIdentity(process.pid).bootId })
    await (await acquireDataDirLock(dataDir, 'server')).release()
  })

  it('is taken over when the file is damaged or empty', async () => {
    for (const text of ['', 'not json', '{"pid":-42}', '{"pid":0,"user":"server"}']) {
      const dataDir = freshDir()
      writeFileSync(path.join(dataDir, LOCK_FILE), text)
      const lock = await acquireDataDirLock(dataDir, 'server')
      await lock.release()
    }
  })

  it('is let go when its process exits, and taken over after it is killed', async () => {
    const dataDir = freshDir()
    const importIt = `const { acquireDataDirLock } = await import(${MODULE}); await acquireDataDirLock(${JSON.stringify(dataDir)}, 'server');`
    // process.exit runs 'exit' handlers but skips finally blocks and pending work: the lock still goes.
    const exiting = await nodeProcess(`${importIt} console.log('ready'); setTimeout(() => process.exit(3), 100)`)
    await exited(exiting)
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false)

    const killed = await nodeProcess(`${importIt} console.log('ready'); setTimeout(() => {}, 60_000)`)
    expect(await dataDirHolder(dataDir)).toMatchObject({ pid: killed.pid })
    killed.kill('SIGKILL')
    await exited(killed)
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true)
    const lock = await acquireDataDirLock(dataDir, 'server')
    expect(lock.holder.pid).toBe(process.pid)
    await lock.release()
  })

  it('is not removed on release once another holder has replaced it', async () => {
    const dataDir = freshDir()
    const lock = await acquireDataDirLock(dataDir, 'server')
    writeLock(dataDir, { pid: process.pid, user: 'backup' })
    await lock.release()
    expect(parseHolder(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ user: 'backup' })
  })

  it('is taken over when a take-over was left half-done by a process that died', async () => {
    const dataDir = freshDir()
    writeLock(dataDir, { pid: 2 ** 22 + 7, startTicks: '1', bootId: 'x' })
    writeFileSync(
      path.join(dataDir, `${LOCK_FILE}.takeover`),
      JSON.stringify({ pid: 2 ** 22 + 9, user: 'server', startTicks: '1', bootId: 'x' }),
    )
    const lock = await acquireDataDirLock(dataDir, 'server')
    expect(readdirSync(dataDir)).toEqual([LOCK_FILE])
    await lock.release()
  })

  it('lets exactly one of many attempts at once take over a stale lock', async () => {
    // Attempts in one process interleave at every file operation, which is how the take-over raced: one
    // attempt moved aside the lock another had just made, and a third made its own in the gap (seen in CI; decision
    // 054).
    for (let round = 0; round < 40; round++) {
      const dataDir = freshDir()
      writeLock(dataDir, { pid: 2 ** 22 + 7, startTicks: '1', bootId: 'x' })
      const attempts = await Promise.allSettled(
        // Started a little apart, so that one reads the stale lock while another is already replacing it.
        Array.from({ length: 6 }, async (_, index) => {
          await new Promise((resolve) => setTimeout(resolve, (index * round) % 5))
          return acquireDataDirLock(dataDir, 'server')
        }),
      )
      const taken = attempts.flatMap((attempt) => (attempt.status === 'fulfilled' ? [attempt.value] : []))
      expect(taken).toHaveLength(1)
      for (const attempt of attempts) {
        if (attempt.status === 'rejected') expect(attempt.reason).toBeInstanceOf(DataDirLockedError)
      }
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(`${JSON.stringify(taken[0]?.holder)}\n`)
      await taken[0]?.release()
      expect(readdirSync(dataDir)).toEqual([])
    }
  })

  it('lets exactly one of several processes starting at once have it', async () => {
    const dataDir = freshDir()
    // A stale lock first, so that each of them also goes through the take-over.
    writeLock(dataDir, { pid: 2 ** 22 + 7, startTicks: '1', bootId: 'x' })
    // Each waits for the same moment before it tries, so that the attempts overlap although the processes
    // take a second or more to start.
    const at = Date.now() + 2_500
    const attempt = `const { acquireDataDirLock } = await import(${MODULE});
      while (Date.now() < ${at}) {}
      const outcome = await acquireDataDirLock(${JSON.stringify(dataDir)}, 'server').then(() => 'took', () => 'refused');
      console.log('ready ' + outcome); setTimeout(() => {}, 60_000)`
    const outcomes = await Promise.all(
      [1, 2, 3].map(async () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', attempt], {
          stdio: ['ignore', 'pipe', 'inherit'],
        })
        children.push(child)
        return new Promise<string>((resolve) =>
          child.stdout.on('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
        )
      }),
    )
    expect(outcomes.sort()).toEqual(['ready refused', 'ready refused', 'ready took'])
  })
})
