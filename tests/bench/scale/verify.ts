import pg from 'pg'
import { Recorder, type TaskWrite, type UploadWrite } from './recorder'
import type { VirtualUser } from './virtual-user'
import { familyOf } from './seed'

/**
 * After the load: every write the server acknowledged must be in the database, and every acknowledged upload
 * must download intact through nginx. A task may also hold the status of a write sent after its last
 * acknowledged one whose answer was lost (in the kill window): that write may or may not have been made.
 */

export interface Verification {
  tasksChecked: number
  tasksLost: number
  uploadsChecked: number
  uploadsLost: number
  uploadsNotIntact: number
  problems: string[]
}

export async function verifyWrites(
  url: string,
  taskWrites: Map<string, TaskWrite>,
  uploads: UploadWrite[],
  users: VirtualUser[],
): Promise<Verification> {
  const problems: string[] = []
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let tasksLost = 0
  let uploadsLost = 0
  let uploadsNotIntact = 0
  try {
    const { rows: tasks } = await client.query<{ id: string; status: string }>(
      'select id, status from tasks where id = any($1::uuid[])',
      [[...taskWrites.keys()]],
    )
    const stored = new Map(tasks.map((row) => [row.id, row.status]))
    for (const [id, write] of taskWrites) {
      const status = stored.get(id)
      if (status === write.acknowledged || (status !== undefined && write.unknown.has(status))) continue
      tasksLost += 1
      if (problems.length < 20) problems.push(`task ${id}: acknowledged ${write.acknowledged}, stored ${status}`)
    }

    const { rows: documents } = await client.query<{ id: string; original_name: string; sha256: string }>(
      'select id, original_name, sha256 from documents where original_name = any($1::text[])',
      [uploads.map((upload) => upload.name)],
    )
    const byName = new Map(documents.map((row) => [row.original_name, row]))
    const toDownload: UploadWrite[] = []
    for (const upload of uploads) {
      const row = byName.get(upload.name)
      if (!row || row.sha256 !== upload.sha256) {
        uploadsLost += 1
        if (problems.length < 20)
          problems.push(`upload ${upload.name}: ${row ? 'stored with another hash' : 'missing'}`)
        continue
      }
      upload.id = row.id
      toDownload.push(upload)
    }
    uploadsNotIntact = await downloadEach(toDownload, users, problems)
  } finally {
    await client.end()
  }
  return {
    tasksChecked: taskWrites.size,
    tasksLost,
    uploadsChecked: uploads.length,
    uploadsLost,
    uploadsNotIntact,
    problems,
  }
}

/** Each upload through nginx, by a person of its family (it was shared with the family); answers the failures. */
async function downloadEach(uploads: UploadWrite[], users: VirtualUser[], problems: string[]): Promise<number> {
  const byFamily = new Map(users.map((user) => [user.family, user]))
  const recorder = new Recorder('verification')
  let failures = 0
  const families = [...new Set(uploads.map((upload) => familyOf(upload.person)))]
  await Promise.all(
    families.map(async (family) => {
      const user = byFamily.get(family)
      if (!user || !(await user.signInAs(user.person, recorder))) {
        const mine = uploads.filter((upload) => familyOf(upload.person) === family)
        failures += mine.length
        problems.push(`family ${family}: could not sign in to download its ${mine.length} uploads`)
        return
      }
      for (const upload of uploads.filter((candidate) => familyOf(candidate.person) === family)) {
        const sha256 = await user.fetchSha256(upload.id ?? '').catch(() => undefined)
        if (sha256 === upload.sha256) continue
        failures += 1
        if (problems.length < 20)
          problems.push(`upload ${upload.name}: the download is ${sha256 ? 'damaged' : 'refused'}`)
      }
    }),
  )
  return failures
}
