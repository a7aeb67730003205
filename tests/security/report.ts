import { appendFileSync, mkdirSync } from 'node:fs'

/**
 * The figures of an attack script, printed in the run's output ('SECURITY name {…}') and kept in
 * test-results/security-figures.jsonl, from which docs/security.md's table is copied after a run.
 */
export function report(name: string, figures: Record<string, number | string>): void {
  const line = JSON.stringify({ name, ...figures, at: new Date().toISOString() })
  console.log(`SECURITY ${line}`)
  mkdirSync('test-results', { recursive: true })
  appendFileSync('test-results/security-figures.jsonl', `${line}\n`)
}
