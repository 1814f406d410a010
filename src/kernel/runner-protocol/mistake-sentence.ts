/**
 * The code voice's explanation of a mistake in a program, as a key and its values (decision 220),
 * as the judge's sentences are (decision 213): the engine runs in the sandboxed worker or frame
 * and in the server's sandbox, carries no catalogue, and says what it means; the page says it in
 * its language (`runner/words/mistake-sentence-words.ts`). The engine's own English
 * (`runner/runtime/mistake-english.ts`) is the run's `message`, as before.
 *
 * Values are plain JSON. Names, code, brackets, tokens and values are the child's program or the
 * engine's and stay as they are; line numbers are numbers; `message` values are the engine's or
 * the child's own text (a thrown value, Python's message), shown as they came.
 */

/** What a turtle word got instead of what it needs: text, a number or another value. */
export type GivenValue =
  | { kind: 'text'; text: string }
  | { kind: 'number'; value: string }
  | { kind: 'value'; value: string }

/** Why a turtle word cannot work in a lesson (turtle.py's `_cannot`). */
export type PyTurtleCannot =
  | 'click'
  | 'key'
  | 'listen'
  | 'timer'
  | 'picture-file'
  | 'canvas'
  | 'question-text'
  | 'question-number'

/**
 * The turtle's own words used wrongly in Python (turtle.py raises them with its key and values);
 * `fn` and `word` are the turtle word's name, `got` and `value` what the child gave, as Python
 * writes it (`'far'`, `(255, 0, 0)`).
 */
export type PyTurtleMistake =
  | { key: 'py-turtle-cannot'; word: string; reason: PyTurtleCannot; line?: number }
  | { key: 'py-turtle-number'; fn: string; got: string; line?: number }
  | { key: 'py-turtle-colour'; fn: string; line?: number }
  | { key: 'py-turtle-colour-range'; fn: string; got: string; top: 1 | 255; line?: number }
  | { key: 'py-turtle-goto'; line?: number }
  | { key: 'py-turtle-speed'; value: string; line?: number }
  | { key: 'py-turtle-place'; fn: string; line?: number }
  | { key: 'py-turtle-pensize'; line?: number }
  | { key: 'py-turtle-shape'; known: string[]; value: string; line?: number }
  | { key: 'py-turtle-colormode'; value: string; line?: number }
  | { key: 'py-turtle-mode'; value: string; line?: number }

export type MistakeExplanation =
  // JavaScript while it ran (runtime-errors.ts).
  | { key: 'stopped-with'; value: string }
  | { key: 'unknown-name'; name: string; guess?: string }
  | { key: 'used-before-made'; name: string }
  | { key: 'const-changed'; name?: string }
  | { key: 'turtle-word-taken'; name: string }
  | { key: 'not-runnable'; name: string; guess: string }
  | { key: 'not-a-function'; name?: string }
  | { key: 'no-value'; missing: string; property?: string }
  | { key: 'calls-itself' }
  | { key: 'not-a-list' }
  | { key: 'list-too-long' }
  | { key: 'not-a-number'; message: string }
  | { key: 'went-wrong'; message: string }
  // The turtle's words used wrongly (student-api.ts), in JavaScript and in Python.
  | { key: 'too-many-things'; count: number }
  | { key: 'pen-width' }
  | { key: 'go-to-two-numbers' }
  | { key: 'needs-number'; fn: string; example: number; given?: GivenValue }
  | { key: 'needs-colour'; fn: string; given?: GivenValue }
  | { key: 'unknown-colour'; value: string; guess?: string }
  | { key: 'unknown-background'; value: string }
  | { key: 'on-message-needs' }
  | { key: 'send-needs' }
  // JavaScript the parser cannot read (syntax-errors.ts). Brackets are the characters.
  | { key: 'unclosed-text' }
  | { key: 'unclosed-template' }
  | { key: 'unclosed-comment' }
  | { key: 'stray-slash' }
  | { key: 'made-twice'; name: string }
  | { key: 'return-outside' }
  | { key: 'break-outside' }
  | { key: 'left-side' }
  | { key: 'special-word'; word?: string }
  | { key: 'digit-name' }
  | { key: 'bad-number' }
  | { key: 'ends-early' }
  | { key: 'unexpected'; token?: string }
  | { key: 'unreadable'; message: string }
  | { key: 'call-brackets'; name: string; given: string }
  | { key: 'condition-brackets'; keyword: string }
  | { key: 'const-needs-value'; name: string }
  | { key: 'not-a-keyword'; word: string; guess: string }
  | { key: 'extra-bracket'; bracket: string }
  | { key: 'bracket-matches-nothing'; bracket: string }
  | { key: 'bracket-wrong-close'; open: string; from: number; close: string; use: string }
  | { key: 'bracket-never-closed'; bracket: string; close: string }
  // What a check asked of the program (run-program.ts, harness.py).
  | { key: 'fix-first' }
  | { key: 'program-has-no'; name: string }
  | { key: 'stopped-before-made'; name: string }
  | { key: 'is-not-a-function'; name: string; type: string }
  // Python (python-errors.ts); `line` is the program's line when Python knows it.
  | { key: 'py-indent-after'; statement: string; after: number }
  | { key: 'py-unexpected-indent'; line?: number }
  | { key: 'py-indent-mismatch'; line?: number }
  | { key: 'py-indent'; line?: number }
  | { key: 'py-expected'; token: string; line?: number }
  | { key: 'py-never-closed'; bracket: string; line?: number }
  | { key: 'py-unmatched'; bracket: string; line?: number }
  | { key: 'py-unclosed-text'; line?: number }
  | { key: 'py-equals'; line?: number }
  | { key: 'py-comma'; line?: number }
  | { key: 'py-print-brackets'; line?: number }
  | { key: 'py-unreadable'; line?: number }
  | { key: 'py-unknown-name'; name: string; guess?: string; line?: number }
  | { key: 'py-no-attribute'; name: string; guess?: string; line?: number }
  | { key: 'py-zero-division'; line?: number }
  | { key: 'py-index'; line?: number }
  | { key: 'py-key'; missingKey: string; line?: number }
  | { key: 'py-recursion'; line?: number }
  | { key: 'py-input'; line?: number }
  | { key: 'py-join-text'; line?: number }
  | { key: 'py-add-text'; line?: number }
  | { key: 'py-not-callable'; name: string; line?: number }
  | { key: 'py-int-text'; line?: number }
  | PyTurtleMistake
  /** The turtle's own sentence in English (stored before turtle.py said its keys, or unknown). */
  | { key: 'py-turtle'; message: string; line?: number }
  /** Any other Python error: its type and Python's own message. */
  | { key: 'py-other'; type: string; message: string; line?: number }

/**
 * A mistake as the child reads it: "Line 3: …" when `onLine` is given, else the explanation on
 * its own, its first letter a capital.
 */
export type MistakeSentence = MistakeExplanation & { onLine?: number }

export type MistakeKey = MistakeExplanation['key']
