import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'
import { iconSprite } from './scripts/icon-sprite'

/** Where the client build's module sizes go: beside build/client, so that they are never served. */
export const CLIENT_MODULE_SIZES = 'build/client-modules.json'

/**
 * Writes, for each client chunk, the modules in it with their minified size alone and gzipped alone, so that
 * `npm run bench` can name the largest modules each page loads (its 'JavaScript per page' section).
 */
function clientModuleSizes(): Plugin {
  return {
    name: 'afterword:client-module-sizes',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { module: string; bytes: number; gzipBytes: number }[]> = {}
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        chunks[output.fileName] = Object.entries(output.modules).map(([id, rendered]) => ({
          module: path.relative(process.cwd(), id.replace(/^\0/, '').split('?')[0] ?? id),
          bytes: rendered.renderedLength,
          gzipBytes: rendered.code ? gzipSync(rendered.code, { level: 9 }).length : 0,
        }))
      }
      mkdirSync(path.dirname(CLIENT_MODULE_SIZES), { recursive: true })
      writeFileSync(CLIENT_MODULE_SIZES, JSON.stringify(chunks))
    },
  }
}

/** Vite's helper for a part fetched later (`import()`): its module id, and ours in its place. */
const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js'
const SMALL_PRELOAD_HELPER = `
const asked = new Set()
/** Fetches the part's own imports alongside it, and waits for a stylesheet it needs, as Vite's helper does. */
export function __vitePreload(load, dependencies) {
  const styles = []
  for (const dependency of dependencies ?? []) {
    const href = '/' + dependency
    if (asked.has(href) || document.querySelector('link[href="' + href + '"]')) continue
    asked.add(href)
    const link = document.createElement('link')
    const isStyle = href.endsWith('.css')
    link.rel = isStyle ? 'stylesheet' : 'modulepreload'
    link.href = href
    if (isStyle) styles.push(new Promise((settle) => { link.onload = link.onerror = settle }))
    document.head.append(link)
  }
  return Promise.all(styles).then(load)
}
`

/**
 * Vite's helper for parts fetched later carries machinery this app does not use (import maps, a relative base, an
 * event for failed preloads), 0.7 KB of every signed-in page; ours does what is used here (decision 086): the
 * base is '/', and a failed part is caught where it is imported.
 */
function smallPreloadHelper(): Plugin {
  return {
    name: 'afterword:small-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      return id === VITE_PRELOAD_HELPER ? { code: SMALL_PRELOAD_HELPER, moduleSideEffects: false } : null
    },
  }
}

/**
 * The modules every hydrated page loads with the root route (its layout's button, icons, toasts and words), which
 * the bundler would otherwise split into a file each, since routes share them: one file instead of ten is fewer
 * requests and better compression, on every signed-in page (decision 077). Only what the root imports belongs
 * here: anything else would be loaded by pages that never use it.
 */
const SHELL_MODULES = [
  /\/app\/lib\/(utils|toast|signed-in-user|route-handle)\.ts$/,
  /\/app\/components\/ui\/(button|container)\.tsx$/,
  /\/app\/components\/layout\/status-page\.tsx$/,
  /\/node_modules\/(clsx|class-variance-authority)\//,
  /\/app\/components\/ui\/sprite-icon\.ts$/,
  // Each icon is a name now (scripts/icon-sprite.ts): together they are smaller than a file each.
  /\/node_modules\/lucide-react\/dist\/esm\/icons\//,
  /\/app\/lib\/offline-user\.ts$/,
  /vite\/preload-helper/,
]

/** What the browser's build takes from Preact in React's place (decision 091). */
const PREACT_FOR_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

/**
 * The browser's build runs the pages on Preact, which offers React's API in about 8 KB of gzip where React DOM
 * takes 62 (decision 091); the server keeps React. `import.meta.env.PREACT` tells the two places that differ
 * (`app/entry.client.tsx`, `DocumentElement`). `npm run dev` stays on React: its hot reloading is React's own.
 */
function preactInBrowser(): Plugin {
  return {
    name: 'afterword:preact-in-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment: (name) => (name === 'client' ? { define: { 'import.meta.env.PREACT': 'true' } } : undefined),
    async resolveId(source, importer, options) {
      const target = PREACT_FOR_REACT[source]
      if (!target) return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

// tsconfig.json's `paths` are the one list of import aliases: `~/` is app/, `~db/` is db/.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [preactInBrowser(), iconSprite(), smallPreloadHelper(), tailwindcss(), reactRouter(), clientModuleSizes()],
  ssr: { noExternal: ['lucide-react'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Preact and React Router stay in a file of their own (the shell's modules import them), as before.
                { name: 'react', test: /\/node_modules\/(react|react-router|preact)\//, priority: 2 },
                { name: 'shell', test: (id) => SHELL_MODULES.some((module) => module.test(id)), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
