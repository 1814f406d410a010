import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'

/** A port nothing listens on now, for a server a spec starts itself. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

export interface RawRequest {
  /** The Host header (fetch does not allow choosing one). */
  host: string
  method?: string
  headers?: Record<string, string>
  body?: string
}

/**
 * A request to 127.0.0.1:`port` with the Host header and request target of the spec's choosing.
 * A dropped connection is an answer too (status 0, the error in the body), so a check can name
 * the request that caused it.
 */
export function rawRequest(port: number, path: string, options: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        // A connection of its own: Node's default agent keeps sockets alive, and one the server
        // closed after its idle timeout (5 s) while a request went out on it hung up ("socket hang
        // up", seen after create-super's two runs in the deployment check).
        agent: false,
        method: options.method ?? 'GET',
        headers: { host: options.host, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        res.on('error', (error) =>
          resolve({ status: 0, headers: {}, body: `connection error: ${error.message}` }),
        )
      },
    )
    req.on('error', (error) =>
      resolve({ status: 0, headers: {}, body: `connection error: ${error.message}` }),
    )
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}
