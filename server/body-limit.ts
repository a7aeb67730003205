import type { RequestHandler } from 'express'

/**
 * The largest body a form or JSON request may send: the biggest task form (a 5,000-character description and
 * notes, 50 steps and 50 contacts of 500 characters), percent-encoded, fits with room to spare. Uploads will
 * have their own limit on their own route.
 */
export const BODY_LIMIT_BYTES = 1_000_000

/** A path whose POSTs may be larger: the document upload, which checks each file's size as it streams. */
export interface LargeBodyRoute {
  path: string
  limit: number
}

/**
 * Refuses a request body over the limit with 413 before a byte of it is read, from its Content-Length, and a
 * body that does not say its length (chunked) with 411: browsers always send one for forms and fetches, and
 * without it the size is only known once the body has been read.
 */
export function bodyLimitMiddleware(
  defaultLimit = BODY_LIMIT_BYTES,
  largeBodies: LargeBodyRoute[] = [],
): RequestHandler {
  return (req, res, next) => {
    const limit = (req.method === 'POST' && largeBodies.find((route) => route.path === req.path)?.limit) || defaultLimit
    const length = req.headers['content-length']
    const chunked = req.headers['transfer-encoding'] !== undefined
    if (length === undefined && !chunked) {
      next()
      return
    }
    const refuse = (status: number, text: string) => {
      res.setHeader('Connection', 'close')
      res.status(status).type('text/plain; charset=utf-8').send(`${text}\n`)
    }
    if (length === undefined) refuse(411, 'Please send the length of the request.')
    else if (!/^\d+$/.test(length) || Number(length) > limit) refuse(413, 'This request is too large.')
    else next()
  }
}
