import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { trimStdlib } from './python-stdlib'

const PYTHON_STDLIB_ID = 'virtual:python-stdlib.zip'

/**
 * The player's copy of Python's standard library (decision 221): `import url from
 * 'virtual:python-stdlib.zip?url'` gives the address of Pyodide's archive without the parts
 * lessons never use. The trimmed archive is written once per build or dev start next to the
 * installed packages, then handled as any asset (hashed name `python_stdlib-*.zip`, cached for
 * good, kept by the offline service worker).
 */
export function pythonStdlib(): Plugin {
  let file: string | undefined
  const trimmed = (root: string) => {
    if (!file) {
      const require = createRequire(resolve(root, 'package.json'))
      const archive = readFileSync(require.resolve('pyodide/python_stdlib.zip'))
      file = resolve(root, 'node_modules/.cache/python-stdlib/python_stdlib.zip')
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, trimStdlib(archive))
    }
    return file
  }
  let root = process.cwd()
  return {
    name: 'codeschool:python-stdlib',
    configResolved(config) {
      root = config.root
    },
    resolveId(id) {
      const [path, query] = id.split('?')
      if (path !== PYTHON_STDLIB_ID) return null
      return query ? `${trimmed(root)}?${query}` : trimmed(root)
    },
  }
}
