import type { RequestHandler } from 'express'

// Node's EventEmitter types listeners as taking any[]; the overrides must match its signature.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Listener = (...args: any[]) => void

/**
 * The `compression` middleware forwards `res.on('drain')` to its gzip stream but leaves `removeListener` on the
 * response, so every `res.once('drain')` (React Router waits this way each time the stream is full) leaves a
 * listener on the gzip stream that is never removed: a large page piles up dozens and Node warns of a leak
 * (expressjs/compression#135, #152). Here `once('drain')` and its removal are kept in a set on the response,
 * served by a single real listener. Must come after `compression()`, whose `res.on` it relies on.
 */
export function drainWaitersMiddleware(): RequestHandler {
  return (_req, res, next) => {
    const waiting = new Set<Listener>()
    let listening = false
    const once = res.once.bind(res)
    const off = res.off.bind(res)
    const removeListener = res.removeListener.bind(res)

    res.once = (event: string | symbol, listener: Listener) => {
      if (event !== 'drain') return once(event, listener)
      waiting.add(listener)
      if (!listening) {
        listening = true
        res.on('drain', (...args: unknown[]) => {
          const due = [...waiting]
          waiting.clear()
          for (const callback of due) callback(...args)
        })
      }
      return res
    }
    const withoutWaiter = (remove: typeof off) => (event: string | symbol, listener: Listener) =>
      event === 'drain' && waiting.delete(listener) ? res : remove(event, listener)
    res.off = withoutWaiter(off)
    res.removeListener = withoutWaiter(removeListener)
    next()
  }
}
