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

// tsconfig.json's `paths` are the one list of import aliases: `~/` is app/, `~db/` is db/.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter(), clientModuleSizes()],
})
