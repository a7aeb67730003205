import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'

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

/**
 * lucide-react's icon modules each call the package's `createLucideIcon`, whose general machinery (a context for
 * defaults, stroke scaling, attribute renaming) was 2 KB of every signed-in page; they call our small one instead
 * (app/components/ui/lucide-icon.ts, decision 084). On the server too (`ssr.noExternal`), so that the page the
 * server draws and the one the browser hydrates are drawn by the same code.
 */
function smallLucideIcons(): Plugin {
  const ownFactory = path.resolve('app/components/ui/lucide-icon.ts')
  return {
    name: 'afterword:small-lucide-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '../createLucideIcon.mjs' && importer?.includes('/node_modules/lucide-react/')) return ownFactory
      return null
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
  /\/app\/components\/ui\/lucide-icon\.ts$/,
  /\/app\/lib\/offline-user\.ts$/,
  /\/app\/components\/ui\/load-when-idle\.tsx$/,
  /vite\/preload-helper/,
]

// tsconfig.json's `paths` are the one list of import aliases: `~/` is app/, `~db/` is db/.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [smallLucideIcons(), tailwindcss(), reactRouter(), clientModuleSizes()],
  ssr: { noExternal: ['lucide-react'] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React and React Router stay in a file of their own (the shell's modules import them), as before.
                { name: 'react', test: /\/node_modules\/(react|react-router)\//, priority: 2 },
                { name: 'shell', test: (id) => SHELL_MODULES.some((module) => module.test(id)), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
