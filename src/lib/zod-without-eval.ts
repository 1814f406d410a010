/**
 * Zod compiles object parsers with `new Function` when it may, and finds out by trying one as a
 * schema is built. The page's CSP allows no eval (decision 080), so the try would be reported as a
 * violation on every page. Zod reads its settings from `globalThis.__zod_globalConfig` when it
 * loads; this classic script in the page's head (`src/routes/__root.tsx`, with the page's nonce)
 * runs before any module, so no schema is ever built with the compiler on.
 */
export const ZOD_WITHOUT_EVAL_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'
