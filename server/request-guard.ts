import type { RequestHandler } from 'express'

const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

/** NUL and the other control characters, which no address of ours contains. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/

/**
 * Requests the app could only fail on are answered at the door, plainly, before any route or the database
 * sees them: a method it does not speak (TRACE, CONNECT…), a path whose percent-encoding is broken
 * (`/dashboard/%`), and an address carrying NUL or another control character (`?search=%00`).
 */
export function requestGuardMiddleware(): RequestHandler {
  return (req, res, next) => {
    const refuse = (status: number, text: string) => {
      res.status(status).type('text/plain; charset=utf-8').send(`${text}\n`)
    }
    if (!ALLOWED_METHODS.includes(req.method)) {
      res.setHeader('Allow', ALLOWED_METHODS.join(', '))
      refuse(405, 'This kind of request is not supported.')
      return
    }
    let path: string
    try {
      path = decodeURIComponent(req.path)
    } catch {
      refuse(400, 'This address is not valid. Please check it and try again.')
      return
    }
    let query = ''
    try {
      query = decodeURIComponent(req.url.slice(req.url.indexOf('?') + 1).replace(/\+/g, ' '))
    } catch {
      query = req.url
    }
    if (CONTROL_CHARACTER.test(path) || (req.url.includes('?') && CONTROL_CHARACTER.test(query))) {
      refuse(400, 'This address contains a character that is not allowed.')
      return
    }
    next()
  }
}
