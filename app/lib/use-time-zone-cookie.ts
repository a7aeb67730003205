import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { TIME_ZONE_COOKIE } from './calendar'

/**
 * Tells the server the browser's time zone (a cookie the root loader reads), so 'today', 'overdue' and the
 * weeks of the timeline are the reader's own. When the cookie was missing or out of date, the page's data is
 * loaded again once with it.
 */
export function useTimeZoneCookie() {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    if (!zone) return
    const cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`
    if (document.cookie.split('; ').includes(cookie)) return
    document.cookie = `${cookie}; path=/; max-age=31536000; samesite=lax`
    void revalidate()
  }, [revalidate])
}
