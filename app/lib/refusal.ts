import { data, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router'
import { SharedError } from './shared-error'

/** The statuses a refusal answers with: the person's request, not our failure, except where the store is. */
export type RefusalStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503 | 507

/**
 * The one way a service says no: nothing was changed, and `message` tells the person why in plain words
 * (`field` names the form field it is about). Built on SharedError, so `instanceof` holds whichever of the
 * server's two bundles threw it. A route answers it through `answerRefusal` (here), never by hand
 * (docs/decisions/060-route-modules-and-refusals.md).
 */
export class Refusal extends SharedError {
  static override readonly kind: string = 'Refusal'

  constructor(
    readonly status: RefusalStatus,
    message: string,
    readonly field?: string,
  ) {
    super(message)
  }
}

/** What an action answers when a service refused: the shape every page's action result shares. */
export interface RefusedAction {
  ok: false
  message: string
  fieldErrors?: Record<string, string>
}

/**
 * The one mapping from a Refusal to a response. Refused in a loader, it is thrown as `{ message }` with its
 * status, for the root error page to show; refused in an action, it is returned as `{ ok: false, message,
 * fieldErrors? }` with its status, for the form to show, with `about` (the intent and the like a page uses to
 * put the message beside the right form). Anything else is not ours to answer and goes on up.
 */
export function answerRefusal(error: unknown, during: 'loader'): never
export function answerRefusal<About extends object = object>(
  error: unknown,
  during: 'action',
  about?: About,
): DataWithResponseInit<RefusedAction & About>
export function answerRefusal(error: unknown, during: 'loader' | 'action', about?: object) {
  if (!(error instanceof Refusal)) throw error
  if (during === 'loader') throw data({ message: error.message }, { status: error.status })
  const refused: RefusedAction = { ...about, ok: false, message: error.message }
  if (error.field) refused.fieldErrors = { [error.field]: error.message }
  return data(refused, { status: error.status })
}

/** A loader whose refusals become the error page's `{ message }` with their status (`answerRefusal`). */
export function refusingLoader<Args, Result>(loader: (args: Args) => Promise<Result>): (args: Args) => Promise<Result> {
  return (args) => loader(args).catch((error: unknown) => answerRefusal(error, 'loader'))
}

/** An action whose refusals become `{ ok: false, message, fieldErrors? }` with their status (`answerRefusal`). */
export function refusingAction<Args, Result>(
  action: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result | DataWithResponseInit<RefusedAction>> {
  return (args) => action(args).catch((error: unknown) => answerRefusal(error, 'action'))
}
