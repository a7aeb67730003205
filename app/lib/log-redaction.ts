/**
 * Paths as they may be written to logs. A calendar feed's path is its only credential (decision 011), so
 * everything from `/calendar/` on is replaced. Matched after percent-decoding and without regard to case,
 * as the router matches it, so no spelling of a feed path reaches the log intact.
 */
const FEED_SEGMENT = /\/calendar\//i

export function redactPath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURIComponent(path)
  } catch {
    // A malformed escape: the raw path is what the router would see too.
  }
  const match = FEED_SEGMENT.exec(decoded)
  if (!match) return path
  return `${decoded.slice(0, match.index)}/calendar/[redacted]`
}
