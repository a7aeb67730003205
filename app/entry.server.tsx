import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { databaseAnswers, lostTheDatabase } from './lib/db.server'
import { redactPath } from './lib/log-redaction'
import { offlineCopyHeaders } from './lib/offline-copy.server'
import './load-context'

export const streamTimeout = 5_000
/** How soon a page that failed because the database was away is worth asking for again. */
const DATABASE_AWAY_RETRY_SECONDS = 30

/**
 * A page that failed while the database is away (PostgreSQL restarting) is unavailable for a while, not broken:
 * 503 tells the proxy, crawlers and monitoring so (docs/operations.md, 'When PostgreSQL restarts'). The same error
 * page says to try again in a moment.
 */
async function failedWhileTheDatabaseIsAway(status: number, loadContext: AppLoadContext | undefined) {
  if (status !== 500 || !loadContext?.services) return false
  // The error itself may say so (a connection cut by a restart that is over by now); else ask the database.
  return requestsThatLostTheDatabase.has(loadContext) || !(await databaseAnswers(loadContext.services.db))
}

/** The load contexts of requests whose error was a lost database connection (handleError sees the error). */
const requestsThatLostTheDatabase = new WeakSet<AppLoadContext>()

/** The same for the data requests of pages already open (a form sent, a link followed after the first load). */
export const handleDataRequest: HandleDataRequestFunction = async (response, { context }) => {
  // React Router types this context loosely; without the middleware flag it is getLoadContext's AppLoadContext.
  const loadContext = context as AppLoadContext | undefined
  // Whose data this is, for the service worker (decision 079).
  const owner = Object.entries(offlineCopyHeaders(loadContext))
  const away = await failedWhileTheDatabaseIsAway(response.status, loadContext)
  if (!away && owner.length === 0) return response
  const headers = new Headers(response.headers)
  for (const [name, value] of owner) headers.set(name, value)
  if (!away) return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  headers.set('Retry-After', String(DATABASE_AWAY_RETRY_SECONDS))
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers })
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  if (await failedWhileTheDatabaseIsAway(responseStatusCode, loadContext)) {
    responseStatusCode = 503
    responseHeaders.set('Retry-After', String(DATABASE_AWAY_RETRY_SECONDS))
  }
  // Whose page this is, for the service worker's offline copy (decision 079).
  for (const [name, value] of Object.entries(offlineCopyHeaders(loadContext))) responseHeaders.set(name, value)
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // While prerendering there is no request context and no nonce: the server allows those pages' inline
  // scripts by hash instead (server/content-security-policy.ts).
  const nonce = loadContext?.cspNonce

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // A finished Suspense boundary stays in place in the HTML: React otherwise moves a large one (the timeline's
        // calendar, loaded lazily in the browser, decision 066) behind a script, and without JavaScript it stays hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Every page is sent once it is all drawn, for people as for crawlers: no loader here defers data, so the
        // shell would be ready only a moment earlier, and streaming after it makes React add its boundary-reveal
        // script and hidden copies (about 0.5 KB of gzip) to every page for React Router's data (decision 090).
        onAllReady() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell are logged by handleError; these happened while streaming.
          if (shellRendered) logError(error, request, loadContext)
        },
      },
    )
  })
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  // A refusal (a 4xx: a method a route does not take, a body that is not a form) is the sender's mistake and is
  // already in the request's log line with its status; the error log is for our faults (docs/security.md).
  if (isRouteErrorResponse(error) && error.status < 500) return
  // Without the middleware flag, React Router passes the AppLoadContext from getLoadContext here.
  const loadContext = context as AppLoadContext | undefined
  if (loadContext && lostTheDatabase(error)) {
    // Expected while PostgreSQL restarts (docs/operations.md, 'When PostgreSQL restarts'): answered 503, and a
    // warning rather than an error, as the pool's own lost connections are.
    requestsThatLostTheDatabase.add(loadContext)
    loadContext.logger.warn(
      { err: error, requestId: loadContext.requestId, path: redactPath(new URL(request.url).pathname) },
      'a request failed because the database connection was lost',
    )
    return
  }
  logError(error, request, loadContext)
}

function logError(error: unknown, request: Request, context: AppLoadContext | undefined) {
  const path = redactPath(new URL(request.url).pathname)
  if (context?.logger) {
    context.logger.error({ err: error, requestId: context.requestId, path }, 'unhandled error while rendering')
  } else {
    console.error(`unhandled error while rendering ${path}:`, error)
  }
}
