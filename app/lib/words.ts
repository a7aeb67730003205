/**
 * A count with its noun: '1 task', '3 tasks', '2 copies'. The plural is the singular with an 's' unless it is
 * given; the words may be a phrase ('task has', 'tasks have').
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/** The first letter in capitals, for a noun that starts a label: 'state' → 'State'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
