/** The subscription address for a token: `.ics` at the end, which some calendar apps look for. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/calendar/${token}.ics`
}

/**
 * The same address for the webcal: scheme, which opens the computer's calendar app ready to subscribe.
 * Calendar apps fetch webcal: addresses over HTTPS (or HTTP for a local server).
 */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:')
}

/** What the settings page may know about a person's feed: never the token. */
export interface FeedStatusView {
  exists: boolean
  includeCompleted: boolean
  /** 'YYYY-MM-DD', when the current link was made. */
  createdOn: string | null
  /** 'YYYY-MM-DD', when a calendar app last fetched it. */
  lastUsedOn: string | null
  /** The family has premium: without it no new link can be made (an existing one can still be turned off). */
  premium: boolean
}
