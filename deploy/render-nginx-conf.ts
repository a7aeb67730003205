import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Fills deploy/nginx.conf's slots, so that the file in the repository is the one that runs (the tests and
 * `npm run bench:scale` render it too). Only comment-free lines are filled; a slot left empty is an error.
 *
 *   npx tsx deploy/render-nginx-conf.ts --listen 80 --server-name afterword.example.org \
 *     --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000 > /etc/afterword/nginx.conf
 */

export const NGINX_TEMPLATE = fileURLToPath(new URL('./nginx.conf', import.meta.url))

export interface NginxSlots {
  /** What `listen` says: a port, or address:port. */
  listen: string
  /** The app instances, host:port each. */
  upstreams: string[]
  serverName?: string
}

const ADDRESS = /^[\w.:[\]-]+$/

export function renderNginxConf(slots: NginxSlots, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  if (slots.upstreams.length === 0) throw new Error('nginx.conf: name at least one app instance')
  for (const value of [slots.listen, ...slots.upstreams, slots.serverName ?? '_']) {
    if (!ADDRESS.test(value)) throw new Error(`nginx.conf: ${JSON.stringify(value)} is not an address or name`)
  }
  const rendered = template.split('\n').flatMap((line) => {
    if (line.trimStart().startsWith('#')) return [line]
    if (line.includes('{{UPSTREAM}}')) return slots.upstreams.map((address) => line.replace('{{UPSTREAM}}', address))
    return [line.replace('{{LISTEN}}', slots.listen).replace('{{SERVER_NAME}}', slots.serverName ?? '_')]
  })
  const unfilled = rendered.find((line) => !line.trimStart().startsWith('#') && line.includes('{{'))
  if (unfilled) throw new Error(`nginx.conf: a slot was left unfilled: ${unfilled.trim()}`)
  return rendered.join('\n')
}

function optionValues(args: string[], name: string): string[] {
  return args.flatMap((arg, index) => (arg === name && args[index + 1] ? [args[index + 1] ?? ''] : []))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2)
  const output = optionValues(args, '--out')[0]
  const text = renderNginxConf({
    listen: optionValues(args, '--listen')[0] ?? '80',
    upstreams: optionValues(args, '--upstream'),
    serverName: optionValues(args, '--server-name')[0],
  })
  if (output) writeFileSync(output, text)
  else process.stdout.write(text)
}
