/** Set by Vite at build time (vite.config.ts). */
declare const __BUILD_ID__: string
