/**
 * Builds the service worker after `react-router build` (docs/decisions/079-offline-copy.md): Vite bundles
 * app/service-worker/sw.ts with its Workbox modules into one classic script, build/client/sw.js, and Workbox's
 * injectManifest writes into it the list of files to precache with their revisions.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'vite'
import { injectManifest } from 'workbox-build'

const CLIENT_DIR = path.resolve('build/client')
const SW_FILE = path.join(CLIENT_DIR, 'sw.js')

/** Public pages precached at install; the other public pages are kept as they are read. */
const PRECACHED_PAGES = ['/', '/offline', '/help', '/resources', '/regions', '/about', '/privacy', '/terms']

/** Every prerendered page (`help/index.html` → `/help`): the public pages the worker may keep for anyone. */
async function prerenderedPages(): Promise<string[]> {
  const files = await readdir(CLIENT_DIR, { recursive: true })
  return files
    .filter((file) => file === 'index.html' || file.endsWith(`${path.sep}index.html`))
    .map((file) => `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/'))
    .sort()
}

interface ReactRouterManifest {
  entry: { module: string; imports: string[] }
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>
}

/** The scripts every hydrated page starts with (the entry and the root route), from React Router's manifest. */
async function shellScripts(): Promise<string[]> {
  const assets = await readdir(path.join(CLIENT_DIR, 'assets'))
  const file = assets.find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file)
    throw new Error('React Router’s manifest is missing from build/client/assets: run `react-router build` first.')
  const text = await readFile(path.join(CLIENT_DIR, 'assets', file), 'utf8')
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as ReactRouterManifest
  const root = manifest.routes.root
  if (!root) throw new Error('React Router’s manifest has no root route.')
  const files = [
    `/assets/${file}`,
    manifest.entry.module,
    ...manifest.entry.imports,
    root.module,
    ...(root.imports ?? []),
  ]
  return [...new Set(files)].map((url) => url.replace(/^\//, ''))
}

/** A script's name in another script: `./x-hash.js` (an import) or `assets/x-hash.js` (Vite's preload list). */
const SCRIPT_REFERENCE = /["'`](?:\.\/|\/?assets\/)([\w.-]+\.js)["'`]/g
/** A script fetched only when it is wanted: `import("./x-hash.js")`. */
const LAZY_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g

/** Every built script's text, by its path under build/client (`assets/x-hash.js`), read once. */
async function builtScripts(): Promise<Map<string, string>> {
  const names = (await readdir(path.join(CLIENT_DIR, 'assets'))).filter((name) => name.endsWith('.js'))
  const texts = await Promise.all(names.map((name) => readFile(path.join(CLIENT_DIR, 'assets', name), 'utf8')))
  return new Map(names.map((name, index) => [`assets/${name}`, texts[index] ?? '']))
}

/**
 * The scripts any page fetches later, when it is idle or a part is first wanted (the queue of changes kept offline,
 * the toaster, the calendar, a dialog's form): found by reading the built scripts for `import("./…")`. They must
 * be at hand without a signal even when the page never fetched them while there was one (decision 084), so they
 * are precached with the shell.
 */
function lazyScripts(scripts: Map<string, string>): string[] {
  const lazy = new Set<string>()
  for (const text of scripts.values()) {
    for (const [, name] of text.matchAll(LAZY_IMPORT)) lazy.add(`assets/${name}`)
  }
  return [...lazy]
}

/** The scripts `wanted` import, at once or later, and theirs in turn (React Router's route manifest excluded). */
function withTheirImports(wanted: string[], scripts: Map<string, string>): string[] {
  const found = new Set(wanted)
  const toRead = [...wanted]
  for (let script = toRead.pop(); script !== undefined; script = toRead.pop()) {
    // React Router's manifest names every route's script; the shell is what the others import.
    if (/^assets\/manifest-[\w-]+\.js$/.test(script)) continue
    const text = scripts.get(script)
    if (text === undefined) throw new Error(`${script} is named by another script but was not built.`)
    for (const [, name] of text.matchAll(SCRIPT_REFERENCE)) {
      const file = `assets/${name}`
      if (found.has(file)) continue
      found.add(file)
      toRead.push(file)
    }
  }
  return [...found]
}

const publicPages = await prerenderedPages()
for (const page of PRECACHED_PAGES) {
  if (!publicPages.includes(page)) throw new Error(`The precached page ${page} was not prerendered.`)
}

await build({
  configFile: false,
  logLevel: 'warn',
  define: {
    __PUBLIC_PAGES__: JSON.stringify(publicPages),
    // Workbox's modules log only when this is not 'production'.
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: CLIENT_DIR,
    emptyOutDir: false,
    copyPublicDir: false,
    target: 'es2020',
    lib: {
      entry: path.resolve('app/service-worker/sw.ts'),
      formats: ['iife'],
      name: 'afterwordServiceWorker',
      fileName: () => 'sw.js',
    },
  },
})

const scripts = await builtScripts()
const pageFiles = PRECACHED_PAGES.map((page) => (page === '/' ? 'index.html' : `${page.slice(1)}/index.html`))
const { count, size, warnings } = await injectManifest({
  swSrc: SW_FILE,
  swDest: SW_FILE,
  globDirectory: CLIENT_DIR,
  globPatterns: [
    'assets/*.css',
    ...withTheirImports([...(await shellScripts()), ...lazyScripts(scripts)], scripts),
    'favicon.svg',
    // Every icon's outline (scripts/icon-sprite.ts): the pages draw their icons from it.
    'assets/icons-*.svg',
    'manifest.webmanifest',
    'icons/*.png',
    ...pageFiles,
  ],
  // Hashed names change with their content; pages are revised by their content's hash.
  dontCacheBustURLsMatching: /^assets\//,
  manifestTransforms: [
    (entries) => ({
      manifest: entries.map((entry) => ({
        ...entry,
        url: entry.url.endsWith('index.html') ? `/${entry.url.replace(/\/?index\.html$/, '')}` : `/${entry.url}`,
      })),
      warnings: [],
    }),
  ],
})
for (const warning of warnings) console.warn(warning)
console.log(
  `service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB), ${publicPages.length} public pages`,
)
