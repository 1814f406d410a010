// How the message catalogues compile (decision 204), shared by Vite, Vitest and `npm run i18n`.
// The output (src/paraglide) is generated, never committed.
export const paraglideOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // The language is chosen once per request on the server (src/server/request/locale.ts) and read
  // from <html lang> in the browser (src/lib/i18n/document-locale.ts): no strategy of Paraglide's
  // own looks at the URL, a cookie or the browser.
  strategy: ['globalVariable', 'baseLocale'] as ['globalVariable', 'baseLocale'],
  // Vite makes this a constant (the client build drops the server's code); scripts run by plain
  // Node (npm run create-super) have no import.meta.env and ask whether there is a window.
  isServer: "(import.meta.env?.SSR ?? typeof window === 'undefined')",
  emitGitIgnore: false,
  emitPrettierIgnore: false,
  emitReadme: false,
}
