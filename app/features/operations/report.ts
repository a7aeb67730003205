/** Sizes as an operator reads them: 512 B, 3.4 MB. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit += 1
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`
}

/** Rows of a name and a figure, the figures right-aligned, for a summary on the screen. */
export function printTable(rows: Array<[string, string | number]>): string {
  const nameWidth = Math.max(0, ...rows.map(([name]) => name.length))
  const figureWidth = Math.max(0, ...rows.map(([, figure]) => String(figure).length))
  return rows.map(([name, figure]) => `  ${name.padEnd(nameWidth)}  ${String(figure).padStart(figureWidth)}`).join('\n')
}
