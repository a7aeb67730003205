import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import pg from 'pg'
import { createEncryptStream, newDataKey } from '~/features/documents/index.server'
import { createKeyRing, parseMasterKey } from '~/features/documents/document-keys.server'
import { openDatabase } from '~/lib/db.server'
import { hashPassword } from '~/lib/password.server'
import { createS3Store, type S3StoreOptions } from '~/lib/storage-s3.server'
import { objectKey } from '~/lib/storage.server'

/**
 * The population for npm run bench:scale, written straight into a fresh database with set-based SQL
 * (generate_series): people with accounts and onboarded profiles, families with their members and roles, tasks,
 * and document rows, of which a sample has real encrypted files in the bucket, made with the app's own code.
 */

export const POPULATION = { people: 10_000, families: 2_000, tasks: 100_000, documents: 20_000, realDocuments: 500 }
export const SEED_PASSWORD = 'scale-password-1'

/** Person n (1-based) is in family ((n - 1) mod families) + 1: the first 2,000 are its admins. */
export const personEmail = (person: number) => `scale-${person}@example.com`
export const familyOf = (person: number) => ((person - 1) % POPULATION.families) + 1
/** The people of family f who may change its tasks: its admin and three members (the fifth is a viewer). */
export const editorsOf = (family: number) => [0, 1, 2, 3].map((k) => family + k * POPULATION.families)

/** Family f's id: a fixed UUID, so that SQL and this process name it alike. */
export const familyId = (family: number) => `00000000-0000-4000-8000-${family.toString(16).padStart(12, '0')}`
const FAMILY_ID_SQL = (column: string) => `('00000000-0000-4000-8000-' || lpad(to_hex(${column}), 12, '0'))::uuid`

export interface SampleDocument {
  id: string
  family: number
  sha256: string
}

export interface Seeded {
  seconds: number
  sample: SampleDocument[]
}

export async function migrate(url: string): Promise<void> {
  const database = await openDatabase({ driver: 'postgres', url, poolMax: 2 })
  try {
    await database.migrate()
  } finally {
    await database.close()
  }
}

const WORDS = (
  'account bank pension statement will probate estate council tax insurance policy mortgage letter certificate ' +
  'death registry solicitor executor property deed vehicle utility energy water phone broadband shares dividend'
).split(' ')

export async function seedPopulation(
  url: string,
  s3: S3StoreOptions,
  documentKey: string,
  sampleFamilies: number,
  progress: (line: string) => void,
): Promise<Seeded> {
  const started = performance.now()
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const { people, families, tasks, documents } = POPULATION
  const step = async (label: string, statement: string, values: unknown[] = []) => {
    const stepStarted = performance.now()
    const result = await client.query(statement, values)
    progress(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`)
  }
  try {
    // One argon2id hash, computed once and shared by every account: hashing 10,000 would take minutes.
    const hash = await hashPassword(SEED_PASSWORD)
    await client.query('begin')
    await step(
      'people',
      `insert into users (id, name, email, email_verified)
       select 'scale-user-' || n, 'Person ' || n, 'scale-' || n || '@example.com', true
       from generate_series(1, ${people}) n`,
    )
    await step(
      'accounts',
      `insert into accounts (id, account_id, provider_id, user_id, password)
       select 'scale-account-' || n, 'scale-user-' || n, 'credential', 'scale-user-' || n, $1
       from generate_series(1, ${people}) n`,
      [hash],
    )
    await step(
      'families',
      `insert into families (id, deceased_name, country, region, date_of_death, created_by)
       select ${FAMILY_ID_SQL('f')}, 'Relative ' || f, 'UK', 'uk-england', date '2026-10-01', 'scale-user-' || f
       from generate_series(1, ${families}) f`,
    )
    const familyOfN = `(((n - 1) % ${families}) + 1)`
    await step(
      'profiles (onboarded; each family’s admin has Premium)',
      `insert into profiles (id, user_id, username, has_premium_access, bereavement_role, country, region,
         active_family_id, onboarded_at)
       select 'scale-profile-' || n, 'scale-user-' || n, 'Person ' || n, n <= ${families}, 'family-member', 'UK',
         'uk-england', ${FAMILY_ID_SQL(familyOfN)}, now()
       from generate_series(1, ${people}) n`,
    )
    await step(
      'memberships',
      `insert into family_members (family_id, user_id, role)
       select ${FAMILY_ID_SQL(familyOfN)}, 'scale-user-' || n,
         case when n <= ${families} then 'Admin' when n <= ${families * 4} then 'Member' else 'Viewer' end
       from generate_series(1, ${people}) n`,
    )
    const familyOfT = `(((t - 1) % ${families}) + 1)`
    await step(
      'tasks',
      `insert into tasks (family_id, kind, title, description, category, priority, due_date, status, sort, created_by)
       select ${FAMILY_ID_SQL(familyOfT)}, 'custom', 'Task ' || t || ': tell the organisation about the death',
         'A task of a typical length for a real one, with a line or two about what to do and whom to ask.',
         (array['general','legal','funeral','estate','government','financial','personal'])[1 + t % 7],
         (array['low','medium','high','urgent'])[1 + t % 4],
         case when t % 3 = 2 then null else date '2026-10-15' + (t % 120) end,
         'not-started', t, 'scale-user-' || ${familyOfT}
       from generate_series(1, ${tasks}) t`,
    )
    const familyOfD = `(((d - 1) % ${families}) + 1)`
    const word = (offset: number) => `(array['${WORDS.join("','")}'])[1 + (d * ${offset}) % ${WORDS.length}]`
    // No text read from these files: it would have to be sealed and indexed under each family's keys (docs/security.md,
    // 'Third round', item 6), and the virtual users search by name.
    await step(
      'documents (rows)',
      `insert into documents (family_id, uploaded_by, original_name, storage_key, size, mime_type, category,
         description, tags, is_shared, sha256, key_id, wrapped_key, text_status)
       select ${FAMILY_ID_SQL(familyOfD)}, 'scale-user-' || ${familyOfD},
         ${word(7)} || '-' || ${word(13)} || '-' || d || '.pdf',
         ${FAMILY_ID_SQL(familyOfD)}::text || '/' || gen_random_uuid()::text, 1000 + d % 5000, 'application/pdf',
         (array['legal','financial','personal','medical','insurance','general'])[1 + d % 6],
         'A letter about the ' || ${word(3)} || ' and the ' || ${word(5)}, array[${word(11)}], true,
         repeat('0', 64), 'seed', 'seed', 'none'
       from generate_series(1, ${documents - POPULATION.realDocuments}) d`,
    )
    await client.query('commit')
    const sample = await seedRealDocuments(url, s3, documentKey, sampleFamilies, progress)
    await client.query('analyze')
    return { seconds: (performance.now() - started) / 1000, sample }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

/**
 * Documents with real files: text letters encrypted with the app's own code under DOCUMENT_KEY and written
 * to the bucket, spread over the families the virtual users will be (1..sampleFamilies).
 */
async function seedRealDocuments(
  url: string,
  s3: S3StoreOptions,
  documentKey: string,
  sampleFamilies: number,
  progress: (line: string) => void,
): Promise<SampleDocument[]> {
  const started = performance.now()
  const WRITERS = 8
  const client = new pg.Pool({ connectionString: url, max: WRITERS })
  const store = createS3Store(s3)
  const keys = createKeyRing(parseMasterKey(documentKey))
  const sample: SampleDocument[] = []
  const one = async (index: number) => {
    const family = (index % sampleFamilies) + 1
    const id = randomUUID()
    const text = Buffer.from(
      `Dear Sir or Madam,\n${randomBytes(2_000 + (index % 16) * 1_000).toString('base64')}\nYours faithfully\n`,
    )
    const sha256 = createHash('sha256').update(text).digest('hex')
    const dataKey = newDataKey()
    const encrypted = await buffer(Readable.from([text]).pipe(createEncryptStream(dataKey)))
    const key = objectKey(familyId(family), id)
    await store.write(key, Readable.from([encrypted]))
    const wrapped = keys.wrap(dataKey)
    await client.query(
      `insert into documents (id, family_id, uploaded_by, original_name, storage_key, size, mime_type, category,
         description, tags, is_shared, sha256, key_id, wrapped_key, text_status)
       values ($1, $2, $3, $4, $5, $6, 'text/plain', 'financial', 'A real letter', '{}', true, $7, $8, $9, 'none')`,
      [
        id,
        familyId(family),
        `scale-user-${family}`,
        `letter-${index}.txt`,
        key,
        text.length,
        sha256,
        wrapped.keyId,
        wrapped.wrapped,
      ],
    )
    sample.push({ id, family, sha256 })
  }
  const queue = Array.from({ length: POPULATION.realDocuments }, (_, index) => index)
  try {
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let index = queue.shift(); index !== undefined; index = queue.shift()) await one(index)
      }),
    )
  } finally {
    await client.end()
  }
  progress(
    `  documents with real encrypted files: ${sample.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return sample
}

/** Task ids of family f, for the virtual user that owns it. */
export async function tasksOfFamilies(url: string, families: number[]): Promise<Map<number, string[]>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ family_id: string; id: string }>(
      'select family_id, id from tasks where family_id = any($1::uuid[]) order by sort',
      [families.map(familyId)],
    )
    const byId = new Map(families.map((family) => [familyId(family), family]))
    const result = new Map<number, string[]>(families.map((family) => [family, []]))
    for (const row of rows) result.get(byId.get(row.family_id) ?? 0)?.push(row.id)
    return result
  } finally {
    await client.end()
  }
}
