// `npm run test:feature -- <feature> [playwright options]`: one feature's tests (decision 186).
// Vitest on src/features/<feature>, then one production build and the e2e specs that e2e/features.ts
// tags with the feature. `platform` runs the specs of no feature. Options after the name go to
// Playwright (`--repeat-each 3`, `--headed`); E2E=0 skips the e2e part, UNIT=0 the Vitest part.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { PLATFORM, specsOf } from '../e2e/features.ts'

const [feature, ...playwrightArgs] = process.argv.slice(2)
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

if (!feature || (feature !== PLATFORM && !features.includes(feature))) {
  console.error(
    `Usage: npm run test:feature -- <feature> [playwright options]\nFeatures: ${[...features, PLATFORM].join(', ')}`,
  )
  process.exit(2)
}

function run(command: string, args: string[]): void {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const featureDir = join('src/features', feature)
if (process.env.UNIT !== '0' && existsSync(featureDir)) run('npx', ['vitest', 'run', featureDir])

const specs = specsOf(feature).map((spec) => join('e2e', spec))
if (process.env.E2E === '0') process.exit(0)
if (specs.length === 0) {
  console.log(`\nNo e2e spec names ${feature} in e2e/features.ts.`)
  process.exit(0)
}
run('npx', ['vite', 'build'])
run('npx', ['playwright', 'test', ...specs, ...playwrightArgs])
