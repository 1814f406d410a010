// The round-robin proxy in front of the instances (http-proxy-3). A request whose connection an
// instance refused (it is down: nothing reached it), or a GET whose instance died with it, goes to
// the next one; any other failure (a POST cut off mid-way) is a 502 the load counts as an error. Request bodies are read first so that a refused POST can be
// sent again whole. It sets X-Forwarded-For, as a load balancer does (TRUSTED_PROXY=1).
import { createServer, type Server } from 'node:http'
import { Readable } from 'node:stream'
import { createProxyServer } from 'http-proxy-3'

export interface RoundRobin {
  port: number
  /** Requests sent again to another instance because one refused the connection. */
  retried: () => number
  /** Requests it answered 502, by method and reason. */
  failed: () => string
  close: () => Promise<void>
}

export async function startProxy(port: number, upstreamPorts: readonly number[]): Promise<RoundRobin> {
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 30_000 })
  let next = 0
  /** An instance that refused a connection is skipped for a second (a passive health check). */
  const downUntil = new Map<number, number>()
  const pick = (not?: number) => {
    const now = Date.now()
    for (let n = 0; n < upstreamPorts.length; n++) {
      const port = upstreamPorts[next++ % upstreamPorts.length]!
      if (port !== not && (downUntil.get(port) ?? 0) <= now) return port
    }
    return upstreamPorts.find((port) => port !== not) ?? upstreamPorts[0]!
  }
  let retried = 0
  const failed = new Map<string, number>()
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const send = (triesLeft: number, failedOn?: number) => {
        const upstream = pick(failedOn)
        proxy.web(
          req,
          res,
          { target: `http://127.0.0.1:${upstream}`, buffer: Readable.from(body.length ? [body] : []) },
          (error: NodeJS.ErrnoException) => {
            // Refused: nothing reached the instance. A GET may also be sent again when the
            // instance died with it (a reset connection): reading twice changes nothing.
            const again = error.code === 'ECONNREFUSED' || req.method === 'GET' || req.method === 'HEAD'
            if (error.code === 'ECONNREFUSED') downUntil.set(upstream, Date.now() + 1000)
            if (again && triesLeft > 0 && !res.headersSent) {
              retried++
              send(triesLeft - 1, upstream)
              return
            }
            const reason = `${req.method} ${error.code ?? error.message}${res.headersSent ? ' after the answer began' : ''}`
            failed.set(reason, (failed.get(reason) ?? 0) + 1)
            if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
            res.end(`proxy: ${error.code ?? error.message}`)
          },
        )
      }
      send(upstreamPorts.length)
    })
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    retried: () => retried,
    failed: () => [...failed].map(([reason, count]) => `${count}× ${reason}`).join(', '),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
