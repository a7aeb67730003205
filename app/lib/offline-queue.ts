import { createStore, get, update } from 'idb-keyval'
import type { KeptChange, RefusedChange } from './offline-changes'

/**
 * The changes kept on the phone while offline, in IndexedDB, and their sending (decision 080). Loaded after the
 * page (app/lib/offline-changes.ts), so no page's first load carries it. One list under one key, changed in
 * IndexedDB's own transactions (`update`), so that two tabs adding at once do not lose either change.
 */

// A database of our own: the document reader (tesseract.js) keeps its language files in idb-keyval's default one.
const store = createStore('afterword-offline', 'changes')
const LIST = 'kept'

const read = async (): Promise<KeptChange[]> => (await get<KeptChange[]>(LIST, store)) ?? []

export async function keep(change: KeptChange): Promise<void> {
  await update<KeptChange[]>(LIST, (list = []) => [...list, change], store)
}

export async function load(userId: string): Promise<KeptChange[]> {
  return (await read()).filter((change) => change.userId === userId)
}

async function drop(key: string): Promise<void> {
  await update<KeptChange[]>(LIST, (list = []) => list.filter((change) => change.key !== key), store)
}

export interface SendResult {
  applied: number
  refused: RefusedChange[]
  waiting: KeptChange[]
}

/** Sends one change; 'later' when it could not be answered now (still offline, signed out, the server down). */
async function sendOne(change: KeptChange): Promise<{ ok: boolean; message: string } | 'later'> {
  const body = new URLSearchParams(change.fields)
  body.set('page', change.page)
  body.set('idempotencyKey', change.key)
  let response: Response
  try {
    response = await fetch('/dashboard/offline-changes', {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      // Signed out meanwhile: the sign-in redirect is not followed; the change waits for the person to sign in.
      redirect: 'manual',
    })
  } catch {
    return 'later'
  }
  if (response.type === 'opaqueredirect' || response.status === 429 || response.status >= 500) return 'later'
  const answer = (await response.json().catch(() => null)) as { ok?: unknown; message?: unknown } | null
  const message = typeof answer?.message === 'string' ? answer.message : 'This change could not be saved.'
  return { ok: response.ok && answer?.ok === true, message }
}

let sending: Promise<SendResult> | undefined

/**
 * Sends this person's kept changes in the order they were made, each once; stops at the first that must wait.
 * A refused change is dropped from the list and returned with the server's message. One run at a time: the
 * 'online' event and a page load may both ask.
 */
export function sendAll(userId: string): Promise<SendResult> {
  sending ??= (async () => {
    const refused: RefusedChange[] = []
    let applied = 0
    for (const change of await load(userId)) {
      const answer = await sendOne(change)
      if (answer === 'later') break
      await drop(change.key)
      if (answer.ok) applied += 1
      else refused.push({ key: change.key, target: change.target, label: change.label, message: answer.message })
    }
    return { applied, refused, waiting: await load(userId) }
  })().finally(() => {
    sending = undefined
  })
  return sending
}
