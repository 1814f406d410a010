import type { FunctionProbe, ProbeResult, RunOutcome } from '../runtime/run-program'
import { type Drawing, traceTurtle, turtleCommands } from '../runtime/turtle-geometry'
import type { RunnerWords } from '../words/run-words'
import { type CodeFacts, codeFacts, codeFactsOf, type PlainCodeFacts } from './code-facts'
import { sameProbe } from './probes'

export interface CheckInput {
  /** The JavaScript that ran (for blocks, what the blocks wrote). */
  code: string
  outcome: RunOutcome
  /** The lesson's voice for the engine's own sentences (decision 117); `code` when not given. */
  words?: RunnerWords
  /** What the code is made of, when the engine found it (Python); otherwise read from the JavaScript. */
  facts?: PlainCodeFacts | null
}

/** Everything a check might look at, worked out once and only when a check asks. */
export class RunFacts {
  constructor(readonly input: CheckInput) {}
  #drawing?: Drawing
  #lines?: string[]
  #code?: CodeFacts | null

  get outcome(): RunOutcome {
    return this.input.outcome
  }
  get drawing(): Drawing {
    this.#drawing ??= traceTurtle(turtleCommands(this.input.outcome.events))
    return this.#drawing
  }
  /** Console lines, spaces at line ends removed, trailing empty lines dropped. */
  get lines(): string[] {
    if (!this.#lines) {
      const lines = this.input.outcome.events
        .flatMap((e) => (e.type === 'log' ? e.text.split('\n') : []))
        .map((line) => line.trimEnd())
      while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
      this.#lines = lines
    }
    return this.#lines
  }
  get code(): CodeFacts | null {
    if (this.#code === undefined) {
      const { facts } = this.input
      this.#code = facts === undefined ? codeFacts(this.input.code) : facts && codeFactsOf(facts)
    }
    return this.#code
  }
  probe(wanted: FunctionProbe): ProbeResult | undefined {
    return this.input.outcome.probes.find((p) => sameProbe(p, wanted))
  }
}
