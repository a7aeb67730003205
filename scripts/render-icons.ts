/**
 * Draws the app's icons (public/icons/) from the favicon's mark, with Chromium, so they can be made again after
 * a change to the mark: `npx tsx scripts/render-icons.ts`. The 'any' icons keep the favicon's rounded square; the
 * maskable one is full-bleed with the mark inside the central safe zone, as phones crop it to their own shape.
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config'

const GREEN = '#2c5a4e'
const PAPER = '#fbfaf7'
const FLAME = 'M16 7c-4 4-6 7.5-6 11a6 6 0 0 0 12 0c0-3.5-2-7-6-11z'

function mark(size: number, scale: number, rounded: boolean): string {
  const offset = 16 - 16 * scale
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">
<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${GREEN}"/>
<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${FLAME}" fill="${PAPER}"/></g></svg>`
}

const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 1, rounded: true },
  { file: 'icon-512.png', size: 512, scale: 1, rounded: true },
  { file: 'maskable-512.png', size: 512, scale: 0.7, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.85, rounded: false },
]

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
  await page.setContent(`<body style="margin:0">${mark(icon.size, icon.scale, icon.rounded)}</body>`)
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true })
  await page.close()
  console.log(`public/icons/${icon.file}`)
}
await browser.close()
