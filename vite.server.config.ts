import { defineConfig } from 'vite'

// Compiles the Node entry (server/start.ts, which loads server/main.ts) on its own. The React Router server build stays the standard one
// (build/server/index.js) so prerendering keeps working; main.ts loads it at run time.
export default defineConfig({
  publicDir: false,
  resolve: { tsconfigPaths: true },
  // The built server defaults to production; `tsx server/main.ts` (development) leaves this undefined.
  define: { __AFTERWORD_BUILT_SERVER__: 'true' },
  build: {
    ssr: 'server/start.ts',
    outDir: 'build/node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // Chunks beside main.js: main.ts finds the project root relative to its own file.
    rollupOptions: { output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' } },
  },
})
