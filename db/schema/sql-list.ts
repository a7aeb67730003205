/** `value in ('a', 'b')` for a check constraint; the lists in vocabulary.ts are code constants, never user input. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')
}
