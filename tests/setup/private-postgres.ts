import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A PostgreSQL cluster of one test's own, on a free port, made with the server's own initdb and pg_ctl, so that
 * the test can restart it (docs/operations.md, 'When PostgreSQL restarts') without touching the shared server
 * the other tests use at the same time. The binaries come with the PostgreSQL server every development and CI
 * machine runs; a machine without them fails here, loudly, rather than skipping the test.
 */
export interface PrivatePostgres {
  url: string
  /**
   * `pg_ctl restart` in the given mode; settles when PostgreSQL takes connections again. Asynchronous, so that
   * the test's own requests go on while PostgreSQL is away.
   */
  restart: (mode: 'fast' | 'immediate') => Promise<void>
  stop: () => void
}

function postgresBinaries(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const newest = versions[0]
  if (!newest) {
    throw new Error(
      `No PostgreSQL server binaries under ${root}: this test needs initdb and pg_ctl (Debian's postgresql package)`,
    )
  }
  return path.join(root, newest, 'bin')
}

export function startPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBinaries()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'afterword-pg-'))
  // initdb and the server refuse to run as root: as root (CI), they run as the postgres user.
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dataDir, uid, gid)
  }
  const command = (name: string, args: string[]): [string, string[]] => {
    const file = path.join(bin, name)
    return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
  }
  const run = (name: string, args: string[]) => {
    execFileSync(...command(name, args), { stdio: 'pipe', timeout: 120_000 })
  }
  const options = `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1 -c fsync=off`
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-instructions'])
  // The log goes to a file: a server writing to this process's pipe would keep execFileSync waiting.
  const log = path.join(dataDir, 'server.log')
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', log, '-w', 'start'])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async (mode) => {
      await promisify(execFile)(
        ...command('pg_ctl', ['-D', dataDir, '-o', options, '-l', log, '-m', mode, '-w', 'restart']),
        {
          timeout: 120_000,
        },
      )
    },
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dataDir, { recursive: true, force: true })
      }
    },
  }
}
