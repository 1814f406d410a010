// Plain HTTP requests with a Host header of our choice: Node does not resolve *.localhost, and
// fetch() ignores a Host header (it always sends the URL's host), so requests go to 127.0.0.1.
import { request } from 'node:http'

export interface HttpAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(options.body)
  })
}
