import { paraglideVitePlugin } from '@inlang/paraglide-js'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { pythonStdlib } from './src/features/runner/python/python-stdlib-plugin'
import { runnerWorkerSource } from './src/features/runner/sandbox/worker-source-plugin'
import { paraglideOptions } from './src/lib/i18n/paraglide-options'

/** One id per build, shared by the client and server bundles, so a browser can tell it is stale. */
const buildId = process.env.BUILD_ID ?? new Date().toISOString().replace(/[-:.TZ]/g, '')

export default defineConfig({
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: { tsconfigPaths: true },
  server: { port: 3000, allowedHosts: ['.localhost'] },
  preview: { allowedHosts: ['.localhost'] },
  plugins: [
    // The message catalogues (messages/*.json) compiled to src/paraglide, on every build and dev start (decision 204).
    paraglideVitePlugin(paraglideOptions),
    tailwindcss(),
    tanstackStart({
      router: {
        // A route's loader travels with its page (decision 151): the route tree in the first load
        // keeps only paths, params, search rules and beforeLoad, not every feature's queries.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
      },
      importProtection: {
        behavior: 'error',
        client: {
          // Packages that only run on the server: a client module that reaches one fails the build
          // (decision 093; Biome's noRestrictedImports names the same packages for direct imports).
          specifiers: [
            'drizzle-orm',
            /^drizzle-orm\//,
            'pg',
            /^@electric-sql\/pglite/,
            'nodemailer',
            /^@node-rs\/argon2/,
          ],
          files: ['**/*.server.*', '**/src/server/**'],
          // Middleware definitions are isomorphic: the compiler strips their server parts from
          // the client build. What those parts import stays protected by the rules above.
          excludeFiles: ['**/src/server/middleware/**'],
        },
      },
    }),
    viteReact(),
    runnerWorkerSource(),
    pythonStdlib(),
  ],
  build: {
    rollupOptions: {
      treeshake: {
        // A feature's index.ts only names what other features may embed (decision 222): importing
        // one of its widgets brings that widget's modules, not every module the index names.
        moduleSideEffects: (id: string) => !/\/src\/features\/[^/]+\/index\.ts$/.test(id),
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // React and TanStack's router and query run on every page: one file, not ~15 shared
              // slivers of a few hundred bytes each (decision 228).
              name: 'framework',
              test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|react-store|store|react-query|query-core)|react|react-dom|scheduler)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
})
