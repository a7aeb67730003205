import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { databaseAnswers } from './lib/db.server'
import { redactPath } from './lib/log-redaction'
import './load-context'

export const streamTimeout = 5_000
/** How soon a page that failed because the database was away is worth asking for again. */
const DATABASE_AWAY_RETRY_SECONDS = 30

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext | undefined,
) {
  // A page that failed while the database is away (PostgreSQL restarting) is unavailable for a while, not broken:
  // 503 tells the proxy, crawlers and monitoring so. The same error page says to try again in a moment.
  if (responseStatusCode === 500 && loadContext?.services && !(await databaseAnswers(loadContext.services.db))) {
    responseStatusCode = 503
    responseHeaders.set('Retry-After', String(DATABASE_AWAY_RETRY_SECONDS))
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // While prerendering there is no request context and no nonce: the server allows those pages' inline
  // scripts by hash instead (server/content-security-policy.ts).
  const nonce = loadContext?.cspNonce

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
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
  logError(error, request, context as AppLoadContext | undefined)
}

function logError(error: unknown, request: Request, context: AppLoadContext | undefined) {
  const path = redactPath(new URL(request.url).pathname)
  if (context?.logger) {
    context.logger.error({ err: error, requestId: context.requestId, path }, 'unhandled error while rendering')
  } else {
    console.error(`unhandled error while rendering ${path}:`, error)
  }
}
