import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, test, type Page } from '@playwright/test'
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../../playwright.config'
import { personWithPlan } from './helpers'

/**
 * Afterword installs like an app from the browser (issue 36, decision 074): a manifest with its name, start page,
 * standalone display and icons, and no installability error reported by Chromium itself. Chromium's own check
 * (the DevTools protocol's Page.getInstallabilityErrors) is the one Lighthouse's audit used before Lighthouse 12
 * dropped it.
 */

interface ManifestIcon {
  src: string
  sizes: string
  type: string
  purpose: string
}

/** A PNG's width and height, from its header (IHDR), so that the sizes the manifest claims are checked. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

async function installabilityErrors(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page)
  const { installabilityErrors } = await session.send('Page.getInstallabilityErrors')
  await session.detach()
  return installabilityErrors.map((error) => error.errorId)
}

test('the manifest names the app, opens the dashboard standalone, and its icons are the sizes it says', async ({
  request,
}) => {
  const response = await request.get('/manifest.webmanifest')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  const manifest = (await response.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    theme_color: string
    background_color: string
    icons: ManifestIcon[]
  }
  expect(manifest).toMatchObject({ name: 'Afterword', short_name: 'Afterword', start_url: '/dashboard' })
  expect(manifest.display).toBe('standalone')
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)
  const purposes = new Set(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`))
  expect(purposes).toEqual(new Set(['192x192 any', '512x512 any', '512x512 maskable']))
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const file = await request.get(icon.src)
    expect(file.status(), icon.src).toBe(200)
    const [width, height] = icon.sizes.split('x').map(Number)
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height })
  }
})

test('Chromium finds nothing that stops installing, and the service worker runs, signed out and signed in', async ({
  baseURL,
}) => {
  // A profile on disk, as a person's browser has: Playwright's usual contexts are private windows, from which
  // Chromium never offers to install anything ('in-incognito').
  const profile = await mkdtemp(path.join(tmpdir(), 'afterword-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    // The suite blocks service workers by default (playwright.config.ts); this test checks that it runs.
    serviceWorkers: 'allow',
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png')
    expect(await installabilityErrors(page)).toEqual([])
    // The service worker for the offline copy is registered and running (decision 079).
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      return { script: registration.active?.scriptURL, scope: registration.scope }
    })
    expect(new URL(worker.script ?? '').pathname).toBe('/sw.js')
    expect(new URL(worker.scope).pathname).toBe('/')

    await personWithPlan(page, { country: 'United Kingdom' })
    await page.goto('/dashboard')
    expect(await installabilityErrors(page)).toEqual([])
  } finally {
    await context.close()
    await rm(profile, { recursive: true, force: true })
  }
})
