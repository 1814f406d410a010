import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLATFORM, specFeatures, specsOf } from '../features'

const e2eDir = join(process.cwd(), 'e2e')

function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return specFiles(path)
    return entry.name.endsWith('.spec.ts') ? [relative(e2eDir, path)] : []
  })
}

const featureFolders = readdirSync(join(process.cwd(), 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

describe('the e2e suite is tagged by feature (decision 186)', () => {
  it('names the features of every spec, and only of specs that exist', () => {
    const mapped = Object.keys(specFeatures)
    const specs = specFiles(e2eDir)
    expect(
      specs.filter((spec) => !mapped.includes(spec)),
      'specs missing from e2e/features.ts: give each the features it exercises',
    ).toEqual([])
    expect(
      mapped.filter((spec) => !specs.includes(spec)),
      'names in e2e/features.ts with no spec',
    ).toEqual([])
  })

  it('tags with feature folders of src/features (or platform), each spec at least one', () => {
    const unknown = Object.entries(specFeatures).flatMap(([spec, features]) =>
      (features as readonly string[])
        .filter((feature) => feature !== PLATFORM && !featureFolders.includes(feature))
        .map((feature) => `${spec}: ${feature}`),
    )
    expect(unknown, 'tags that are no folder of src/features').toEqual([])
    expect(
      Object.entries(specFeatures)
        .filter(([, features]) => (features as readonly string[]).length === 0)
        .map(([spec]) => spec),
    ).toEqual([])
  })

  it('answers the specs of a feature', () => {
    expect(specsOf('rosters')).toEqual(['school/classroom-import.spec.ts', 'school/roster-sync.spec.ts'])
    expect(specsOf('joining')).toContain('school/join-window.spec.ts')
    expect(specsOf('no-such-feature')).toEqual([])
  })
})
