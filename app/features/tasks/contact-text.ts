/** A task's contact line, split so that a web address reads as the organisation's name. */
export type ContactText =
  { kind: 'text'; text: string } | { kind: 'link'; label: string; href: string; host: string; rest: string }

const WEB_ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/i

/**
 * 'Supreme Court of NSW – Probate: https://www.supremecourt.nsw.gov.au/…' becomes a link named 'Supreme Court
 * of NSW – Probate' with its host beside it. A line that is only an address is named by its host. Contacts are
 * also typed by people, so anything that is not a plain http(s) address stays text.
 */
export function contactText(line: string): ContactText {
  const match = WEB_ADDRESS.exec(line)
  if (!match) return { kind: 'text', text: line }
  let url: URL
  try {
    url = new URL(match[0])
  } catch {
    return { kind: 'text', text: line }
  }
  const host = url.host.replace(/^www\./, '')
  const label = line
    .slice(0, match.index)
    .replace(/[\s:(–—-]+$/u, '')
    .trim()
  const rest = line
    .slice(match.index + match[0].length)
    .replace(/^[\s,;)]+/, '')
    .trim()
  return { kind: 'link', label: label || host, href: url.href, host, rest }
}
