import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'db/**/*.test.ts'],
  },
})
