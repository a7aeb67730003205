/**
 * Lucide’s icons as one SVG sprite (decision 086): every page drew its icons from JavaScript modules that carry
 * each icon's outline, a file per icon shared by some routes, about 2 KB of a signed-in page. With the sprite, an
 * icon module carries only the icon's name; the outlines are in one static file fetched once, cached for a year and
 * precached by the service worker for use offline.
 *
 * The sprite holds every icon the app imports from 'lucide-react', found by reading app/ at the start of each
 * build, so that the browser's build and the server's agree on its address without sharing state.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

type IconNode = [tag: string, attributes: Record<string, string | number>][]

export interface IconData {
  name: string
  node: IconNode
  aliases?: string[]
}

const LUCIDE_DIR = path.resolve('node_modules/lucide-react/dist/esm')
const ICON_MODULE = /\/node_modules\/lucide-react\/dist\/esm\/icons\/([\w-]+)\.mjs$/
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g
const SPRITE_ICON = path.resolve('app/components/ui/sprite-icon.ts')

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** The sprite's text: a `<symbol>` per icon, named by lucide's file name; the outline's style is the `<svg>`'s. */
export function spriteOf(icons: IconData[]): string {
  const symbols = icons
    .toSorted((a, b) => a.name.localeCompare(b.name))
    .map((icon) => {
      const shapes = icon.node
        .map(([tag, attributes]) => {
          const drawn = Object.entries(attributes).filter(([name]) => name !== 'key')
          return `<${tag} ${drawn.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}/>`
        })
        .join('')
      return `<symbol id="${icon.name}" viewBox="0 0 24 24">${shapes}</symbol>`
    })
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** The lucide file behind each name the package exports (`Loader2` → `loader-circle`). */
async function lucideFiles(): Promise<Map<string, string>> {
  const index = await readFile(path.join(LUCIDE_DIR, 'lucide-react.mjs'), 'utf8')
  const files = new Map<string, string>()
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
    for (const [, name] of (names ?? '').matchAll(/default as (\w+)/g)) files.set(name ?? '', file ?? '')
  }
  return files
}

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Every icon the app imports from 'lucide-react', by lucide's file name. */
async function iconsTheAppUses(appDirectory: string): Promise<IconData[]> {
  const files = await lucideFiles()
  const used = new Set<string>()
  for (const file of await sourceFiles(appDirectory)) {
    for (const [, names] of (await readFile(file, 'utf8')).matchAll(LUCIDE_IMPORT)) {
      for (const name of (names ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0] ?? '')) {
        if (!name) continue
        const icon = files.get(name)
        if (!icon) throw new Error(`${path.relative(process.cwd(), file)}: lucide-react has no icon named ${name}`)
        used.add(icon)
      }
    }
  }
  const icons: IconData[] = []
  for (const icon of [...used].sort()) {
    const module = (await import(pathToFileURL(path.join(LUCIDE_DIR, 'icons', `${icon}.mjs`)).href)) as {
      __iconData: IconData
    }
    icons.push(module.__iconData)
  }
  return icons
}

/** Replaces lucide's icon modules by a name and the sprite's address, and writes the sprite beside the assets. */
export function iconSprite(appDirectory = path.resolve('app')): Plugin {
  let sprite = { icons: new Map<string, IconData>(), text: '', url: '' }
  return {
    name: 'afterword:icon-sprite',
    enforce: 'pre',
    async buildStart() {
      const icons = await iconsTheAppUses(appDirectory)
      const text = spriteOf(icons)
      const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10)
      sprite = { icons: new Map(icons.map((icon) => [icon.name, icon])), text, url: `/assets/icons-${hash}.svg` }
    },
    load(id) {
      const file = ICON_MODULE.exec(id)?.[1]
      if (!file) return null
      const icon = sprite.icons.get(file)
      // lucide's index names every icon; the ones no module of app/ imports are loaded, then left out of the bundle.
      if (!icon) return null
      const args = [icon.name, icon.aliases ?? [], sprite.url].map((value) => JSON.stringify(value)).join(', ')
      return `import { spriteIcon } from ${JSON.stringify(SPRITE_ICON)}\nexport default spriteIcon(${args})\n`
    },
    generateBundle() {
      if (this.environment.name !== 'client') return
      this.emitFile({ type: 'asset', fileName: sprite.url.slice(1), source: sprite.text })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== sprite.url) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(sprite.text)
      })
    },
  }
}
