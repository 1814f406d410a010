// The runner's engine-free public entry: the blocks' program format, the judge's protocol and the
// frame document the server serves, for lesson schemas and server modules. Server modules import
// this file, never index.ts, which loads the engine (no author code runs in a server's own realm,
// decision 033).
export * from './runtime/block-program'
export * from './sandbox/frame-document'
export * from './sandbox/judge-protocol'
