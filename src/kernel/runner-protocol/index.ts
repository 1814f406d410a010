// The runner's engine-free protocol, in the kernel (decision 198): the blocks' program format, the
// turtle's commands, the judge's protocol and the frame document the server serves. Lesson schemas,
// server modules and every feature import it; it loads no engine (no author code runs in a server's
// own realm, decision 033) and imports no feature.
export * from './block-places'
export * from './block-program'
export type * from './check-sentence'
export * from './frame-document'
export * from './judge-protocol'
export type * from './mistake-sentence'
export type { TurtleCommand } from './turtle-command'
