import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * No two folders import each other (docs/decisions/059-layers-and-import-zones.md). Lint's import zones check
 * each import against the layers, but two features that import each other pass every zone, and import-x's
 * no-cycle only sees cycles between single modules; this reads the graph between folders: each feature, each
 * other folder of app/, each module at app/'s top, and db/. Tests are left out: they stand above everything.
 */

const projectRoot = fileURLToPath(new URL('..', import.meta.url))

/** Cycles tolerated for now, each as its folders in alphabetical order. Keep this empty. */
const ALLOWED_CYCLES: string[][] = []

const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name.startsWith('+') ? [] : sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

/** The folder a project path belongs to, e.g. app/features/tasks, app/lib, app/load-context, db. */
function folderOf(projectPath: string): string | undefined {
  const [top, second, third] = projectPath.split('/')
  if (top === 'db') return 'db'
  if (top !== 'app' || !second) return undefined
  if (second === 'features') return third ? `app/features/${third}` : undefined
  return `app/${second.replace(/\.(server\.)?tsx?$/, '')}`
}

function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('~/')) return path.posix.join('app', specifier.slice(2))
  if (specifier.startsWith('~db/')) return path.posix.join('db', specifier.slice(4))
  if (specifier.startsWith('.')) return path.posix.join(path.posix.dirname(fromFile), specifier)
  return undefined
}

/** folder → the folders it imports → the files that import them. */
function folderGraph(): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>()
  for (const file of [...sourceFiles('app'), ...sourceFiles('db')]) {
    const from = folderOf(file)
    if (!from) continue
    for (const [, specifier] of readFileSync(path.join(projectRoot, file), 'utf8').matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, specifier!)
      const to = target && folderOf(target)
      if (!to || to === from) continue
      const edges = graph.get(from) ?? new Map<string, string[]>()
      graph.set(from, edges)
      edges.set(to, [...new Set([...(edges.get(to) ?? []), file])])
    }
  }
  return graph
}

/** The strongly connected groups of more than one folder (Tarjan): each is a cycle of imports. */
function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const index = new Map<string, number>()
  const lowLink = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, index.size)
    lowLink.set(node, index.get(node)!)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!))
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!))
      }
    }
    if (lowLink.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1) found.push(group.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found.sort((a, b) => a.join().localeCompare(b.join()))
}

describe('the import graph between folders', () => {
  const graph = folderGraph()

  it('is read from the sources', () => {
    expect(graph.get('app/features/tasks')?.has('app/lib')).toBe(true)
    expect(graph.get('app/lib')?.has('db')).toBe(true)
  })

  it('has no cycles: no two folders import each other, directly or through others', () => {
    const found = cycles(graph)
    const described = found.map((group) =>
      group
        .flatMap((from) =>
          group.flatMap((to) => {
            const files = graph.get(from)?.get(to)
            return files ? [`${from} → ${to} (${files.join(', ')})`] : []
          }),
        )
        .join('; '),
    )
    expect(found, described.join('\n')).toEqual(ALLOWED_CYCLES)
  })
})
