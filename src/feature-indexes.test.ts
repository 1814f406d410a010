import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'

/**
 * A feature's index.ts only names, from its own modules, what other features may embed (decision
 * 222). The build treats every index as free of side effects (vite.config.ts), so a page that
 * embeds one widget of a feature loads that widget's modules and not the rest of the feature: an
 * index that ran code of its own would lose it. Every statement of an index is `export … from`.
 */

const FEATURES = path.join(import.meta.dirname, 'features')

const indexes = readdirSync(FEATURES)
  .map((name) => path.join(FEATURES, name, 'index.ts'))
  .filter((file) => existsSync(file))

describe("features' index files", () => {
  it('there are some to read', () => {
    expect(indexes.length).toBeGreaterThan(5)
  })

  for (const file of indexes) {
    const name = path.relative(path.join(import.meta.dirname, '..'), file)
    it(`${name} only re-exports its feature's modules`, () => {
      const { program, errors } = parseSync(file, readFileSync(file, 'utf8'))
      expect(errors).toEqual([])
      const others = program.body
        .filter(
          (statement) =>
            !(
              (statement.type === 'ExportNamedDeclaration' && statement.source) ||
              statement.type === 'ExportAllDeclaration'
            ),
        )
        .map((statement) => `${statement.type} at ${statement.start}`)
      expect(others, `${name} may hold only \`export … from\``).toEqual([])
    })
  }
})
