import { existsSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { javaScriptInBrowser } from './javascript-in-browser'
import { scriptUrlsOf } from './page-weight'

/**
 * The JavaScript each page loads on a first visit, gzipped, with the largest modules in it by name (npm run bench,
 * 'JavaScript per page'). The module sizes come from the client build (vite.config.ts writes them beside
 * build/client); a module's share of its chunk's gzip is estimated from its own size gzipped alone.
 */

/**
 * Signed-in pages: at most 120 KB each. Public reading pages ship nothing but the service worker's registration,
 * under 2 KB (decisions 004 and 079).
 */
export const SIGNED_IN_BUDGET_BYTES = 120 * 1024
export const PUBLIC_BUDGET_BYTES = 2 * 1024

const MODULE_SIZES_FILE = 'build/client-modules.json'

interface ModuleSize {
  module: string
  bytes: number
  gzipBytes: number
}

export interface PageJavaScript {
  path: string
  /** Where the request ended after redirects: a page that sent the bench elsewhere is not measured. */
  landedOn: string
  scripts: number
  gzipBytes: number
  largest: { name: string; gzipBytes: number }[]
}

/** node_modules/@scope/name/… and node_modules/name/… by package; the app's own modules by file. */
function moduleName(module: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module)
  return inPackage?.[1] ?? module
}

export class JavaScriptMeter {
  private readonly chunks: Record<string, ModuleSize[]>
  private readonly gzipByUrl = new Map<string, number>()

  constructor(private readonly base: string) {
    this.chunks = existsSync(MODULE_SIZES_FILE)
      ? (JSON.parse(readFileSync(MODULE_SIZES_FILE, 'utf8')) as Record<string, ModuleSize[]>)
      : {}
  }

  private async gzipOf(url: string): Promise<number> {
    const known = this.gzipByUrl.get(url)
    if (known !== undefined) return known
    const body = Buffer.from(await (await fetch(new URL(url, this.base))).arrayBuffer())
    const bytes = gzipSync(body, { level: 9 }).length
    this.gzipByUrl.set(url, bytes)
    return bytes
  }

  /** Each module's estimated share of the gzipped bytes of the chunks `urls`, summed by package or file. */
  private async modulesOf(urls: string[]): Promise<Map<string, number>> {
    const byName = new Map<string, number>()
    for (const url of urls) {
      const modules = this.chunks[url.replace(/^\//, '')] ?? []
      const alone = modules.reduce((sum, module) => sum + module.gzipBytes, 0)
      const chunkGzip = await this.gzipOf(url)
      for (const module of modules) {
        const share = alone > 0 ? (module.gzipBytes / alone) * chunkGzip : 0
        byName.set(moduleName(module.module), (byName.get(moduleName(module.module)) ?? 0) + share)
      }
    }
    return byName
  }

  async page(path: string, cookie?: string): Promise<PageJavaScript> {
    const response = await fetch(new URL(path, this.base), { headers: cookie ? { cookie } : {} })
    const html = await response.text()
    const urls = scriptUrlsOf(html)
    // Inline scripts count too (the route manifest and the page's data): JavaScript the page runs.
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1] ?? '')
      .join('')
    const inlineBytes = inline ? gzipSync(Buffer.from(inline), { level: 9 }).length : 0
    let gzipBytes = inlineBytes
    for (const url of urls) gzipBytes += await this.gzipOf(url)
    const modules = await this.modulesOf(urls)
    if (inlineBytes > 0) modules.set('(inline: route manifest and data)', inlineBytes)
    const largest = [...modules.entries()]
      .map(([name, bytes]) => ({ name, gzipBytes: bytes }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, Number(process.env.BENCH_JS_MODULES ?? 5))
    const landed = new URL(response.url)
    return { path, landedOn: landed.pathname + landed.search, scripts: urls.length, gzipBytes, largest }
  }

  /**
   * The baseline, measured in the same run: what every page that runs a script loads whatever it shows (Preact in
   * React's place (decision 091), React Router and the client entry), read from the route manifest a signed-in
   * page carries.
   */
  async framework(signedInPage: string, cookie: string): Promise<number> {
    const html = await (await fetch(new URL(signedInPage, this.base), { headers: { cookie } })).text()
    const entry = /"entry":\s*\{\s*"module":\s*"([^"]+)",\s*"imports":\s*\[([^\]]*)\]/.exec(html)
    if (!entry) throw new Error(`bench: ${signedInPage} carries no route manifest`)
    const urls = [entry[1] ?? '', ...[...(entry[2] ?? '').matchAll(/"([^"]+)"/g)].map((match) => match[1] ?? '')]
    let bytes = 0
    for (const url of urls) bytes += await this.gzipOf(url)
    return bytes
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** 'react-dom 64.1, react-router 38.0, …' */
export function largestText(page: PageJavaScript): string {
  return page.largest.map((module) => `${module.name} ${kb(module.gzipBytes)}`).join(', ')
}

/** Public pages that are mostly reading: none of them needs a script (their forms work without one). */
export const PUBLIC_READING_PAGES = ['/', '/support', '/help', '/help/getting-started/first-things-to-do']

/** Every signed-in page a person moves between (a Premium family, so the premium pages are shown). */
export const SIGNED_IN_PAGES = [
  '/dashboard',
  '/dashboard/tasks',
  '/dashboard/generic-tasks',
  '/dashboard/legal-tasks',
  '/dashboard/timeline',
  '/dashboard/checklist',
  '/dashboard/checklist/print',
  '/dashboard/documents',
  '/dashboard/organisations',
  '/dashboard/settings',
  '/dashboard/settings/two-step',
  '/dashboard/settings/your-data',
  '/dashboard/donate',
  '/tasks',
  '/family',
]

export interface JavaScriptRow {
  measure: string
  value: string
  target: string
  ok: boolean
}

/**
 * The 'JavaScript per page' section: the framework's share first (the baseline), then each public reading page
 * signed out and signed in, then each signed-in page, each with its budget and its five largest modules; then each
 * signed-in page as a browser fetches it at a phone's and a laptop's first screen.
 */
export async function javaScriptPerPage(
  base: string,
  cookie: string,
): Promise<{ rows: JavaScriptRow[]; pages: PageJavaScript[]; frameworkBytes: number }> {
  const meter = new JavaScriptMeter(base)
  const frameworkBytes = await meter.framework('/dashboard', cookie)
  const rows: JavaScriptRow[] = [
    {
      measure: 'JavaScript: Preact, React Router and the client entry (gzip KB)',
      value: kb(frameworkBytes),
      target: 'baseline',
      ok: true,
    },
  ]
  const pages: PageJavaScript[] = []
  const measured = [
    ...PUBLIC_READING_PAGES.map((path) => ({ path, cookie: undefined, who: 'signed out' })),
    ...PUBLIC_READING_PAGES.map((path) => ({ path, cookie, who: 'signed in' })),
    ...SIGNED_IN_PAGES.map((path) => ({ path, cookie, who: '' })),
  ]
  for (const { path, cookie: pageCookie, who } of measured) {
    const page = await meter.page(path, pageCookie)
    pages.push(page)
    const budget = PUBLIC_READING_PAGES.includes(path) ? PUBLIC_BUDGET_BYTES : SIGNED_IN_BUDGET_BYTES
    const elsewhere = page.landedOn === path ? '' : `, went to ${page.landedOn}`
    const modules = page.largest.length > 0 ? `; largest: ${largestText(page)}` : ''
    rows.push({
      measure: `JavaScript ${path}${who ? ` (${who})` : ''}: gzip KB, ${page.scripts} files${elsewhere}${modules}`,
      value: kb(page.gzipBytes),
      target: `<= ${budget / 1024}`,
      ok: page.gzipBytes <= budget && !elsewhere,
    })
  }
  // The same pages in a browser, before anyone scrolls: what the HTML count cannot see (decision 088).
  const inBrowser = await javaScriptInBrowser(base, cookie, SIGNED_IN_PAGES)
  for (const [path, { phone, laptop }] of inBrowser) {
    rows.push({
      measure: `JavaScript ${path} fetched in Chromium before scrolling, phone / laptop (gzip KB)`,
      value: `${kb(phone)} / ${kb(laptop)}`,
      target: `<= ${SIGNED_IN_BUDGET_BYTES / 1024}`,
      ok: Math.max(phone, laptop) <= SIGNED_IN_BUDGET_BYTES,
    })
  }
  return { rows, pages, frameworkBytes }
}
