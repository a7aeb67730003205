import { useSyncExternalStore, type FormEvent } from 'react'
import { data } from 'react-router'
import type * as QueueModule from './offline-queue'
import { clearKeptChanges, markKeptChanges, offlineUser, wantSender } from './offline-user'

/**
 * Changes made while the phone is offline (decision 080): a task's status, a task's details (its note), and
 * organisations marked as told. They are kept on the phone (IndexedDB, in `offline-queue.ts`, fetched after the
 * page has loaded so that it is at hand once the signal goes) and sent in order, each with its own key, when the
 * signal returns. This module is what every page whose forms can keep a change carries: the state the page
 * shows, and the way in. Its being loaded is what makes the layout fetch the sender (decision 089).
 */

if (typeof window !== 'undefined') wantSender()

/** The page whose change it is: the server applies it as that page's form would. */
export type OfflinePage = 'tasks' | 'organisations'

export interface KeptChange {
  /** The idempotency key: the server applies the change once for it, however often it is sent. */
  key: string
  /** Whose change it is: on a shared phone, another person signed in does not send it. */
  userId: string
  page: OfflinePage
  /** What the change is about (a task's id, a service's id): where the page shows that it waits. */
  target: string
  /** The change in words, for the message when the server refuses it. */
  label: string
  fields: Array<[string, string]>
}

export interface RefusedChange {
  key: string
  target: string
  label: string
  message: string
}

interface OfflineState {
  waiting: KeptChange[]
  refused: RefusedChange[]
}

const NOTHING: OfflineState = { waiting: [], refused: [] }
let state = NOTHING
const listeners = new Set<() => void>()

export function setOfflineState(next: Partial<OfflineState>): void {
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

export function useOfflineChanges(): OfflineState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => NOTHING,
  )
}

/** The change waiting to be sent about this task or service, and the last one refused, if any. */
export function useKeptChange(target: string): { waiting?: KeptChange; refused?: RefusedChange } {
  const { waiting, refused } = useOfflineChanges()
  return {
    waiting: waiting.findLast((change) => change.target === target),
    refused: refused.findLast((change) => change.target === target),
  }
}

let queue: Promise<typeof QueueModule> | undefined

/** The queue's code, fetched once; a failed fetch is tried again next time. */
export function loadQueue(): Promise<typeof QueueModule> {
  queue ??= import('./offline-queue').catch((error: unknown) => {
    queue = undefined
    throw error
  })
  return queue
}

/** The signed-in person whose changes are kept and sent (set by the layout's OfflineChanges). */
export { setOfflineUser } from './offline-user'

/** Is the browser offline? Then a change is kept rather than sent (and lost with the failed request). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // crypto.randomUUID needs a secure context; the same version-4 layout from random bytes otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Keeps a change on the phone; the page shows it waiting at once. False when no one is signed in. */
export function keepChange(change: Omit<KeptChange, 'key' | 'userId'>): boolean {
  const userId = offlineUser()
  if (!userId) return false
  const kept: KeptChange = { ...change, key: newKey(), userId }
  setOfflineState({
    waiting: [...state.waiting, kept],
    refused: state.refused.filter((refused) => refused.target !== change.target),
  })
  markKeptChanges(userId)
  void loadQueue().then((module) => module.keep(kept))
  return true
}

/** What a change being sent is, so that it can be kept if its request fails for want of signal (decision 082). */
interface Described {
  page: OfflinePage
  intent: string
  label: string
  extra: Record<string, string>
}

// By target (a task's, an organisation's or a service's id): the last change sent about it.
const described = new Map<string, Described>()

/** The change's fields: the form's own, then `extra` (such as the version of the task the page shows). */
function fieldsOf(form: FormData, extra: Record<string, string>): Array<[string, string]> {
  const fields: Array<[string, string]> = []
  form.forEach((value, name) => {
    if (typeof value === 'string') fields.push([name, value])
  })
  for (const [name, value] of Object.entries(extra)) fields.push([name, value])
  return fields
}

/**
 * Before a change is sent: while offline it is kept with `fields` (true: do not send it); online, what it is
 * is noted, so that `keepWhenNoSignal` can keep it if its request fails all the same.
 */
export function keepOrDescribe(
  change: Omit<KeptChange, 'key' | 'userId' | 'fields'> & { intent: string; extra: Record<string, string> },
  form: () => FormData,
): boolean {
  const { page, target, label, intent, extra } = change
  described.set(target, { page, intent, label, extra })
  return isOffline() && keepChange({ page, target, label, fields: fieldsOf(form(), extra) })
}

/**
 * A form's onSubmit for a change that may be kept: while offline the form is not sent, its fields are kept
 * instead (with `extra`, such as the version of the task the page shows). Online it is sent as ever.
 */
export function keepWhenOffline(page: OfflinePage, target: string, label: string, extra: Record<string, string> = {}) {
  return (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget
    const intent = formElement.querySelector<HTMLInputElement>('input[name="intent"]')?.value ?? ''
    const form = () => {
      const data = new FormData(formElement)
      // The button pressed, when it carries a value (a status), as the browser would have sent it.
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      if (submitter instanceof HTMLButtonElement && submitter.name) data.append(submitter.name, submitter.value)
      return data
    }
    if (keepOrDescribe({ page, target, label, intent, extra }, form)) event.preventDefault()
  }
}

/** What a route's `clientAction` answers when it kept a change: the page stays as it is, its rows say it waits. */
export interface KeptAnswer {
  kept: true
}

export function isKeptAnswer(answer: unknown): answer is KeptAnswer {
  return typeof answer === 'object' && answer !== null && 'kept' in answer && answer.kept === true
}

/** A request that never got an answer: no signal (fetch's TypeError), or the answer cut off on its way. */
function noSignal(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof Error && error.message === 'Unable to decode turbo-stream response')
  )
}

/**
 * The `clientAction` of a page whose changes may be kept (decision 082): the form is sent to the page's own
 * action as ever, and when that request fails while the browser believes it is online (a weak signal), the
 * change is kept and sent later instead of the page showing an error. Only a change noted by `keepOrDescribe`
 * is kept; anything else fails as before. The answer's status (503, never sent over the wire) keeps the router
 * from reloading the page's data after it, which would fail for want of signal too.
 */
export async function keepWhenNoSignal<Answer>(
  request: Request,
  serverAction: () => Promise<Answer>,
): Promise<Answer | ReturnType<typeof keptData>> {
  const form = await request.clone().formData()
  try {
    return await serverAction()
  } catch (error) {
    if (!noSignal(error)) throw error
    const target = ['taskId', 'organisationId', 'serviceId']
      .map((name) => form.get(name))
      .find((value): value is string => typeof value === 'string' && described.has(value))
    const change = target ? described.get(target) : undefined
    if (!target || !change || change.intent !== form.get('intent')) throw error
    const fields = fieldsOf(form, change.extra)
    if (!keepChange({ page: change.page, target, label: change.label, fields })) throw error
    return keptData()
  }
}

const keptData = () => data<KeptAnswer>({ kept: true }, { status: 503 })

/** Sends the kept changes, in order, if the phone is online; `onApplied` when any was applied (to reload the data). */
export async function sendKeptChanges(onApplied: () => void): Promise<void> {
  const userId = offlineUser()
  if (!userId || isOffline()) return
  const module = await loadQueue()
  const result = await module.sendAll(userId)
  setOfflineState({ waiting: result.waiting, refused: [...state.refused, ...result.refused] })
  if (result.waiting.length === 0) clearKeptChanges(userId)
  if (result.applied > 0) onApplied()
}

/** The person has read the refusals: they go. */
export function dismissRefused(): void {
  setOfflineState({ refused: [] })
}

/** The changes this person kept on the phone earlier (another visit, a reload), shown waiting. */
export async function showKeptChanges(): Promise<void> {
  const userId = offlineUser()
  if (!userId) return
  const module = await loadQueue()
  const waiting = await module.load(userId)
  setOfflineState({ waiting })
  if (waiting.length === 0) clearKeptChanges(userId)
}
