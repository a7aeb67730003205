import { chromium } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config'

/** The first screens a page is measured on: a phone's and a laptop's. */
export const FIRST_SCREENS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const

/** The session's cookies as the bench signed up ('name=value; name=value'), for a browser context. */
export function browserCookies(cookie: string, base: string) {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=')
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base }
  })
}

export type FirstScreen = (typeof FIRST_SCREENS)[number]['name']

/**
 * What each page fetches in a browser before anyone scrolls or touches it, gzip bytes by first screen: every script
 * the page fetched until the network was quiet (also what it fetches when idle), gzipped here as the HTML count's
 * are, and its inline scripts. The HTML count (javascript-per-page.ts) names only the scripts in the HTML: a part
 * hydrated when reached (decision 088) that a screen shows at once, or code fetched when idle, shows here.
 * Service workers are blocked, so nothing is precached.
 */
export async function javaScriptInBrowser(
  base: string,
  cookie: string,
  paths: readonly string[],
): Promise<Map<string, Record<FirstScreen, number>>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const measured = new Map<string, Record<FirstScreen, number>>()
  try {
    for (const screen of FIRST_SCREENS) {
      const context = await browser.newContext({
        viewport: { width: screen.width, height: screen.height },
        serviceWorkers: 'block',
      })
      await context.addCookies(browserCookies(cookie, base))
      for (const path of paths) {
        const page = await context.newPage()
        const bodies: Promise<number>[] = []
        page.on('response', (response) => {
          if (response.request().resourceType() !== 'script') return
          bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length))
        })
        await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' })
        const inline = await page.evaluate(() =>
          [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? '').join(''),
        )
        const scripts = (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0)
        const bytes = scripts + (inline ? gzipSync(Buffer.from(inline), { level: 9 }).length : 0)
        measured.set(path, { ...(measured.get(path) ?? { phone: 0, laptop: 0 }), [screen.name]: bytes })
        await page.close()
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return measured
}
