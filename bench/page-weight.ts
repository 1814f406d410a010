// First-load JavaScript of a server-rendered page: every script and module preload it names, gzipped.
import { gzipSync } from 'node:zlib'
import { httpRequest } from './http.ts'

export interface PageWeight {
  page: string
  files: number
  rawBytes: number
  gzipBytes: number
}

export async function firstLoadJs(
  origin: string,
  path: string,
  host?: string,
  extraHeaders: Record<string, string> = {},
): Promise<PageWeight> {
  const headers: Record<string, string> = host ? { host } : {}
  const page = await httpRequest(`${origin}${path}`, { headers: { ...headers, ...extraHeaders } })
  if (page.status !== 200) throw new Error(`GET ${path} on ${host ?? origin} answered ${page.status}`)
  const html = page.body.toString()
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
    const { body } = await httpRequest(new URL(url, origin).href, { headers })
    rawBytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { page: path, files: urls.size, rawBytes, gzipBytes }
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}
