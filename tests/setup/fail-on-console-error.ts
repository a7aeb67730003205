import { afterEach } from 'vitest'

// An error logged during a test is a bug the assertions did not catch (epic-stack does the same).
let errors: unknown[][] = []
const original = console.error
console.error = (...args: unknown[]) => {
  errors.push(args)
  original(...args)
}
afterEach(() => {
  const logged = errors
  errors = []
  if (logged.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`,
    )
  }
})
