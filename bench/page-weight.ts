// First-load JavaScript of a server-rendered page: every script and module preload it names, gzipped.
import { gzipSync } from 'node:zlib'

export interface PageWeight {
  page: string
  files: number
  rawBytes: number
  gzipBytes: number
}

export async function firstLoadJs(origin: string, path: string, host?: string): Promise<PageWeight> {
  const headers: Record<string, string> = host ? { host } : {}
  const html = await (await fetch(`${origin}${path}`, { headers })).text()
  const urls = new Set<string>()
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)) {
    if (match[1]) urls.add(match[1])
  }
  for (const match of html.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)) {
    if (match[1]) urls.add(match[1])
  }
  let rawBytes = 0
  let gzipBytes = 0
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, origin), { headers })).arrayBuffer())
    rawBytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { page: path, files: urls.size, rawBytes, gzipBytes }
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
