import { gzipSync } from 'node:zlib'

/** Every script a page loads on first visit: module scripts, modulepreloads and inline-module imports. */
export function scriptUrlsOf(html: string): string[] {
  const urls = new Set<string>()
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) urls.add(match[1] ?? '')
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1] ?? '')
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["'](\/assets\/[^"']+\.js)["']/g))
    urls.add(match[1] ?? '')
  urls.delete('')
  return [...urls]
}

export interface PageWeight {
  htmlBytes: number
  htmlGzipBytes: number
  scripts: number
  scriptGzipBytes: number
}

export async function measurePageWeight(baseUrl: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(new URL(path, baseUrl))).text()
  const urls = scriptUrlsOf(html)
  let scriptGzipBytes = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, baseUrl))).arrayBuffer())
    scriptGzipBytes += gzipSync(body, { level: 9 }).length
  }
  // Inline scripts count too: they are part of the JavaScript the page runs.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').join('')
  scriptGzipBytes += gzipSync(Buffer.from(inline), { level: 9 }).length
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes: gzipSync(Buffer.from(html), { level: 9 }).length,
    scripts: urls.length,
    scriptGzipBytes,
  }
}
