import { createHash, randomBytes } from 'node:crypto'
import type { Action, Outcome, Recorder, TaskWrite, UploadWrite } from './recorder'
import { editorsOf, personEmail, SEED_PASSWORD, type SampleDocument } from './seed'

/**
 * One person's browser, in this process: a cookie jar, an address of its own (sent as X-Forwarded-For, which
 * nginx passes on and the instances trust), and the app's real requests: public pages, sign-in through the
 * form, the dashboard, a task's status through the task form's action, an upload as the page's script sends
 * it, a search and a download. Each virtual user owns one seeded family, so the last acknowledged status of
 * each of its tasks is well defined; it signs in as the family's four editors in turn, which spreads the
 * per-person limits as real families do.
 */

const PUBLIC_PAGES = ['/', '/about', '/premium', '/privacy', '/terms', '/help', '/regions', '/resources', '/support']
const SEARCH_WORDS = ['bank', 'pension', 'letter', 'probate', 'insurance', 'council', 'statement', 'deed']
const WEIGHTS: Array<[Action, number]> = [
  ['public-page', 30],
  ['dashboard', 20],
  ['task-change', 25],
  ['search', 10],
  ['download', 8],
  ['upload', 4],
  ['sign-in', 3],
]
const TOTAL_WEIGHT = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0)
const REQUEST_TIMEOUT_MS = 30_000

export interface SharedLoad {
  base: string
  /** The task ids of each family. */
  tasks: Map<number, string[]>
  /** Every task write acknowledged, by task id, with what was sent after it without an answer. */
  taskWrites: Map<string, TaskWrite>
  uploads: UploadWrite[]
  sample: SampleDocument[]
  /** A hashed asset the home page loads. */
  asset?: string
}

type Check = (response: Response, body: Buffer) => Outcome | [Outcome, string]

export class VirtualUser {
  readonly #cookies = new Map<string, string>()
  readonly #ip: string
  readonly #downloadable: Array<{ id: string; sha256: string }>
  readonly #pendingUploads: UploadWrite[] = []
  #signedIn = false
  #turn = 0
  #uploads = 0

  constructor(
    readonly index: number,
    readonly family: number,
    private readonly shared: SharedLoad,
  ) {
    this.#ip = `10.${200 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`
    this.#downloadable = shared.sample.filter((document) => document.family === family)
  }

  get person(): number {
    const editors = editorsOf(this.family)
    return editors[this.#turn % editors.length] ?? this.family
  }

  async run(keepGoing: () => boolean, recorder: Recorder): Promise<void> {
    while (keepGoing()) {
      const action = this.#signedIn ? pick() : 'sign-in'
      await this.#do(action, recorder)
    }
  }

  async #do(action: Action, recorder: Recorder): Promise<unknown> {
    switch (action) {
      case 'public-page':
        return this.#publicPage(recorder)
      case 'sign-in':
        return this.signIn(recorder)
      case 'dashboard':
        return this.#request(recorder, action, '/dashboard', {}, (response) => status(response, 200))
      case 'task-change':
        return this.#changeTask(recorder)
      case 'upload':
        return this.#upload(recorder)
      case 'search':
        return this.#search(recorder)
      case 'download':
        return this.#download(recorder)
    }
  }

  async #publicPage(recorder: Recorder) {
    const asset = this.shared.asset
    const path = asset && Math.random() < 0.25 ? asset : (PUBLIC_PAGES[randomInt(PUBLIC_PAGES.length)] ?? '/')
    // As a visitor who is not signed in: the prerendered copy, or the hashed file.
    await this.#request(recorder, 'public-page', path, { anonymous: true }, (response) => status(response, 200))
  }

  /** The sign-in form's post, as a browser without JavaScript sends it: a redirect with the session cookie. */
  async signIn(recorder: Recorder): Promise<Outcome> {
    this.#turn += 1
    this.#cookies.clear()
    this.#signedIn = false
    const body = new URLSearchParams({ intent: 'sign-in', email: personEmail(this.person), password: SEED_PASSWORD })
    return this.#request(
      recorder,
      'sign-in',
      '/auth',
      { method: 'POST', body, contentType: 'application/x-www-form-urlencoded' },
      (response) => {
        const session = [...this.#cookies.keys()].some((name) => name.endsWith('session_token'))
        if (response.status >= 300 && response.status < 400 && session) {
          this.#signedIn = true
          return 'ok'
        }
        return ['error', `sign-in answered ${response.status}${session ? '' : ' without a session'}`]
      },
    )
  }

  /** Marks one of the family's tasks done or not done, through the task manager's action (as its script posts). */
  async #changeTask(recorder: Recorder) {
    const ids = this.shared.tasks.get(this.family) ?? []
    const taskId = ids[randomInt(ids.length)]
    if (!taskId) return
    const write = this.shared.taskWrites.get(taskId)
    const next = write?.acknowledged === 'completed' ? 'not-started' : 'completed'
    const body = new URLSearchParams({ intent: 'set-status', taskId, status: next })
    await this.#request(
      recorder,
      'task-change',
      '/dashboard/tasks.data',
      { method: 'POST', body, contentType: 'application/x-www-form-urlencoded' },
      (response, text) => {
        const acknowledged = response.status === 200 && text.toString().includes(taskId)
        const known = this.shared.taskWrites.get(taskId) ?? { acknowledged: 'not-started', unknown: new Set<string>() }
        if (acknowledged) {
          this.shared.taskWrites.set(taskId, { acknowledged: next, unknown: new Set() })
          return 'ok'
        }
        // Not acknowledged: it may or may not have been made.
        known.unknown.add(next)
        this.shared.taskWrites.set(taskId, known)
        return ['error', `set-status answered ${response.status}`]
      },
    )
  }

  /** One small text file, as the documents page's script sends each file: multipart, with its length. */
  async #upload(recorder: Recorder) {
    this.#uploads += 1
    const token = `scale${randomBytes(6).toString('hex')}`
    const name = `${token}-note-${this.index}-${this.#uploads}.txt`
    const content = Buffer.from(
      `A note about the estate.\n${randomBytes(1_500 + randomInt(6_000)).toString('base64')}\n`,
    )
    const boundary = `scale${randomBytes(8).toString('hex')}`
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="category"\r\n\r\ngeneral\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="shared"\r\n\r\non\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: text/plain\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const person = this.person
    await this.#request(
      recorder,
      'upload',
      '/dashboard/documents/upload',
      { method: 'POST', body, contentType: `multipart/form-data; boundary=${boundary}`, accept: 'application/json' },
      (response, answer) => {
        if (response.status === 201 && answer.toString().includes('"ok":true')) {
          const write = { name, sha256: sha256(content), size: content.length, person }
          this.shared.uploads.push(write)
          this.#pendingUploads.push(write)
          return 'ok'
        }
        return ['error', `upload answered ${response.status}: ${answer.toString().slice(0, 120)}`]
      },
    )
  }

  /** The documents page with a search: for one of its own new uploads when it has one (learning its id). */
  async #search(recorder: Recorder) {
    const mine = this.#pendingUploads.shift()
    const word = mine ? (mine.name.split('-')[0] ?? '') : (SEARCH_WORDS[randomInt(SEARCH_WORDS.length)] ?? 'bank')
    await this.#request(
      recorder,
      'search',
      `/dashboard/documents?search=${encodeURIComponent(word)}`,
      {},
      (response, html) => {
        if (response.status !== 200) return ['error', `search answered ${response.status}`]
        if (!mine) return 'ok'
        const id = /\/dashboard\/documents\/([0-9a-f-]{36})\/file/.exec(html.toString())?.[1]
        if (!id) return ['error', `an acknowledged upload (${mine.name}) is not found by its name`]
        mine.id = id
        this.#downloadable.push({ id, sha256: mine.sha256 })
        return 'ok'
      },
    )
  }

  async #download(recorder: Recorder) {
    const document = this.#downloadable[randomInt(this.#downloadable.length)]
    if (!document) return this.#search(recorder)
    await this.#request(recorder, 'download', `/dashboard/documents/${document.id}/file`, {}, (response, body) => {
      if (response.status !== 200) return ['error', `download answered ${response.status}`]
      return sha256(body) === document.sha256 ? 'ok' : ['error', `download of ${document.id} is not intact`]
    })
  }

  /** Downloads `id` and answers its SHA-256 (after the load, to check an upload). */
  async fetchSha256(id: string): Promise<string | undefined> {
    const response = await fetch(`${this.shared.base}/dashboard/documents/${id}/file`, {
      headers: this.#headers({}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    const body = Buffer.from(await response.arrayBuffer())
    return response.status === 200 ? sha256(body) : undefined
  }

  /** Signs in as `person` (after the load, recorded apart); answers whether it worked. */
  async signInAs(person: number, recorder: Recorder): Promise<boolean> {
    this.#turn = editorsOf(this.family).indexOf(person) - 1
    return (await this.signIn(recorder)) === 'ok'
  }

  #headers(options: { contentType?: string; accept?: string; anonymous?: boolean }): Record<string, string> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.#ip, origin: this.shared.base }
    if (options.contentType) headers['content-type'] = options.contentType
    if (options.accept) headers.accept = options.accept
    if (!options.anonymous && this.#cookies.size > 0) {
      headers.cookie = [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    return headers
  }

  async #request(
    recorder: Recorder,
    action: Action,
    path: string,
    options: {
      method?: string
      body?: URLSearchParams | Buffer
      contentType?: string
      accept?: string
      anonymous?: boolean
    },
    check: Check,
  ): Promise<Outcome> {
    const started = performance.now()
    try {
      const response = await fetch(`${this.shared.base}${path}`, {
        method: options.method ?? 'GET',
        headers: this.#headers(options),
        body:
          options.body === undefined || options.body instanceof URLSearchParams
            ? options.body
            : new Uint8Array(options.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      })
      const body = Buffer.from(await response.arrayBuffer())
      if (!options.anonymous) this.#keepCookies(response)
      if (response.status === 429) {
        recorder.record(action, started, 'limited')
        return 'limited'
      }
      // Signed out under us (it should not happen): counted, and the next action signs in again.
      if (response.status === 302 && (response.headers.get('location') ?? '').startsWith('/auth'))
        this.#signedIn = false
      const verdict = check(response, body)
      const [outcome, what] = typeof verdict === 'string' ? [verdict, ''] : verdict
      recorder.record(action, started, outcome, what)
      return outcome
    } catch (error) {
      recorder.record(action, started, 'error', `${action} ${path.split('?')[0]}: ${String(error)}`)
      if (action === 'task-change' && options.body instanceof URLSearchParams) {
        const taskId = options.body.get('taskId') ?? ''
        const known = this.shared.taskWrites.get(taskId) ?? { acknowledged: 'not-started', unknown: new Set<string>() }
        known.unknown.add(options.body.get('status') ?? '')
        this.shared.taskWrites.set(taskId, known)
      }
      return 'error'
    }
  }

  #keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (!name) continue
      if (expired || value === '') this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
  }
}

function status(response: Response, expected: number): Outcome | [Outcome, string] {
  return response.status === expected ? 'ok' : ['error', `${response.url} answered ${response.status}`]
}

function pick(): Action {
  let roll = Math.random() * TOTAL_WEIGHT
  for (const [action, weight] of WEIGHTS) {
    roll -= weight
    if (roll < 0) return action
  }
  return 'public-page'
}

const randomInt = (below: number) => Math.floor(Math.random() * below)
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
