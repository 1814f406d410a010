// Compiles the message catalogues (messages/*.json) into src/paraglide, as the Vite plugin does on
// every build and dev start: for the type check and the linter, which run without Vite (decision 204).
import { compile } from '@inlang/paraglide-js'
import { paraglideOptions } from '../src/lib/i18n/paraglide-options.ts'

await compile({ ...paraglideOptions, logLevel: 'warn' } as Parameters<typeof compile>[0])
