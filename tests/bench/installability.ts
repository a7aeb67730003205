import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../../playwright.config'
import { browserCookies } from './javascript-in-browser'

export interface Installability {
  path: string
  /** Chromium's own reasons it would not offer to install the app; none means it would. */
  errors: string[]
  /** Whether the service worker took control of the page after a reload. */
  serviceWorker: boolean
}

/**
 * Whether Chromium would install Afterword from `/` (signed out) and `/dashboard` (signed in with `cookie`):
 * the DevTools protocol's Page.getInstallabilityErrors, the check Lighthouse's PWA audit made before Lighthouse 12
 * dropped that audit (decision 074), in a profile on disk, since Chromium never installs from a private window.
 */
export async function installability(base: string, cookie: string): Promise<Installability[]> {
  const profile = await mkdtemp(path.join(tmpdir(), 'afterword-bench-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
  })
  try {
    const results: Installability[] = []
    for (const [where, signedIn] of [
      ['/', false],
      ['/dashboard', true],
    ] as const) {
      await context.clearCookies()
      if (signedIn) {
        await context.addCookies(browserCookies(cookie, base))
      }
      const page = await context.newPage()
      await page.goto(new URL(where, base).href)
      await page.evaluate(() => navigator.serviceWorker.ready)
      await page.reload()
      const serviceWorker = await page.evaluate(() => navigator.serviceWorker.controller !== null)
      const session = await context.newCDPSession(page)
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors')
      await session.detach()
      await page.close()
      results.push({ path: where, errors: installabilityErrors.map((error) => error.errorId), serviceWorker })
    }
    return results
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
}
