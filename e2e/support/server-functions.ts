import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * Finds every server function and every `/api` route in the source, and the ids the build gave the
 * functions (decision 083). A new function or route is found without editing a test.
 */

const root = process.cwd()

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

export interface ServerFunction {
  /** `src/features/joining/joining.functions.ts`. */
  file: string
  /** The variable, e.g. `registerStudentFn`. */
  name: string
  method: 'GET' | 'POST'
  /** Keys of the object schema its validator names, when the source shows them (best effort). */
  keys: string[]
  /** The id Start derives at build time: sha256 of `<file>--<name>_createServerFn_handler`. */
  id: string
}

/** The keys written in `const <schema> = z.object({ … })` (or `z\n.object`) in the source. */
function schemaKeys(sources: Map<string, string>, schema: string): string[] {
  for (const text of sources.values()) {
    const start = text.search(new RegExp(`const ${schema}\\s*=`))
    if (start === -1) continue
    const body = text.slice(start, start + 3000)
    const end = body.search(/\n(export |const |function )/)
    const block = end > 0 ? body.slice(0, end) : body
    return [...new Set([...block.matchAll(/^\s{2,6}(\w+)\s*:/gm)].map((m) => m[1] as string))]
  }
  return []
}

export function discoverServerFunctions(): ServerFunction[] {
  const sources = new Map(sourceFiles('src').map((file) => [file, readFileSync(join(root, file), 'utf8')]))
  const found: ServerFunction[] = []
  for (const [file, text] of sources) {
    const pattern = /const\s+(\w+)\s*=\s*createServerFn\(([^)]*)\)/g
    for (const match of text.matchAll(pattern)) {
      const name = match[1] as string
      const rest = text.slice((match.index ?? 0) + match[0].length)
      const chain = rest.slice(0, rest.search(/\n(export |const |function )/) >>> 0 || rest.length)
      const schema = /\.validator\(\s*(?:validInput\()?(\w+)/.exec(chain)?.[1]
      found.push({
        file: relative(root, join(root, file)),
        name,
        method: /method:\s*'POST'/.test(match[2] ?? '') ? 'POST' : 'GET',
        keys: schema ? schemaKeys(sources, schema) : [],
        id: createHash('sha256').update(`${file}--${name}_createServerFn_handler`).digest('hex'),
      })
    }
  }
  return found
}

/** The build's server-function manifest: id → handler name (dist/server, from `vite build`). */
export function builtServerFunctionIds(): Map<string, string> {
  const dir = join(root, 'dist/server/assets')
  const ids = new Map<string, string>()
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(join(dir, file), 'utf8')
    if (!text.includes('tanstack-start-server-fn-resolver')) continue
    for (const match of text.matchAll(/"([0-9a-f]{64}(?:_\d+)?)":\s*\{\s*functionName:\s*"(\w+)"/g)) {
      ids.set(match[1] as string, match[2] as string)
    }
  }
  return ids
}

export interface ApiRoute {
  file: string
  /** `/api/dev/fake-checkout/$sessionId`. */
  path: string
  methods: string[]
}

export function discoverApiRoutes(): ApiRoute[] {
  return sourceFiles('src/routes/api').flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8')
    const path = /createFileRoute\('([^']+)'\)/.exec(text)?.[1]
    const handlers = /handlers:\s*\{([\s\S]*)/.exec(text)?.[1] ?? ''
    const methods = [...handlers.matchAll(/^\s{6}(GET|POST|PUT|PATCH|DELETE|ANY)\s*:/gm)].map(
      (m) => m[1] as string,
    )
    return path && methods.length > 0 ? [{ file, path, methods }] : []
  })
}
