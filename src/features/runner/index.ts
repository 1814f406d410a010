// The runner's public entry for the browser (decision 093): the engine (runtime/), the checks that
// judge a run, the player's components and hook. With runner.schemas.ts (the blocks' format and the
// judge's protocol, engine-free, for server modules) the only files other features and routes import
// from the runner. The judge (checks/evaluate-checks.ts) and the engine (runtime/run-program.ts)
// read code with acorn: the browser loads the judge on the first run (loadCheckEngine) and runs the
// engine in the worker only, so neither is exported here (decision 127). Not the build plugin
// (sandbox/worker-source-plugin.ts, Node-only, loaded by the Vite configs and the server's sandbox).

export * from '@/kernel/runner-protocol'
export type { CheckReport } from './checks/evaluate-checks'
export * from './checks/load-check-engine'
export * from './checks/probes'
export * from './components/message-text'
export * from './components/output-console'
export * from './components/run-controls'
export * from './components/turtle-animation'
export * from './components/turtle-canvas'
export * from './runtime/block-definitions'
export * from './runtime/limits'
export type { RunError, RunOutcome, TurtleCommand } from './runtime/run-program'
export * from './runtime/turtle-geometry'
export * from './sandbox/use-runner'
export * from './words/blocks-problems'
export * from './words/programming-words'
export * from './words/run-words'
export * from './words/step-frame-words'
export * from './words/use-check-sentence-words'
