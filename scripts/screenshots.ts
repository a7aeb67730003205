/**
 * Screenshots of pages at phone and desktop width, light and dark, for a person to look at:
 *   npm run screenshots -- [baseURL] [path ...]
 * Needs a running server (npm start). Writes PNGs to ./screenshots (git-ignored).
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'

const [baseURL = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const targets = paths.length > 0 ? paths : ['/', '/about', '/premium', '/privacy', '/terms', '/no-such-page']

await mkdir('screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [320, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, colorScheme })
    const page = await context.newPage()
    for (const path of targets) {
      await page.goto(new URL(path, baseURL).href)
      const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}-${colorScheme}.png`
      await page.screenshot({ path: `screenshots/${name}`, fullPage: true })
      console.log(`screenshots/${name}`)
    }
    await context.close()
  }
}
await browser.close()
