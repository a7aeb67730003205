import Bowser from 'bowser'

/** 'Chrome on Windows': how a browser is named in Settings and in the new sign-in e-mail. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'An unknown browser'
  const parsed = Bowser.parse(userAgent)
  const browser = parsed.browser.name
  const system = parsed.os.name
  if (browser && system) return `${browser} on ${system}`
  return browser ?? system ?? 'An unknown browser'
}
