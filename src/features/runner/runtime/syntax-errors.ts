import type { MistakeExplanation, MistakeSentence } from '@/kernel/runner-protocol/mistake-sentence'
import { didYouMean } from './did-you-mean'
import { englishMistake } from './mistake-english'

/** What acorn tells us about a syntax error (its message without the "(line:col)" suffix). */
export interface ParserError {
  message: string
  line: number
  column: number
  /** Offset in the student's code where the parser stopped. */
  pos: number
}

export interface FriendlyError {
  message: string
  line?: number
  /** What the message means, for the page to say in its language (decision 220). */
  said: MistakeSentence
}

const KEYWORDS = ['function', 'return', 'let', 'const', 'var', 'for', 'while', 'if', 'else', 'true', 'false']

const OPEN = { '(': ')', '[': ']', '{': '}' } as const
const CLOSE = { ')': '(', ']': '[', '}': '{' } as const

/** "Line 3: …": the explanation, its English and the line to look at. */
function onLine(line: number, explanation: MistakeExplanation): FriendlyError {
  const said: MistakeSentence = { ...explanation, onLine: line }
  return { message: englishMistake(said), line, said }
}

/**
 * Turns a parser error into words a child can act on, with the line to look at. `callable` are
 * names the child can call (forward, print, …) for the "forgot the brackets" hint.
 */
export function describeSyntaxError(
  code: string,
  error: ParserError,
  callable: readonly string[],
): FriendlyError {
  const at = (line: number, said: MistakeExplanation): FriendlyError => onLine(line, said)
  const lineText = code.split('\n')[error.line - 1] ?? ''
  const message = error.message

  if (message.startsWith('Unterminated string')) {
    return at(error.line, { key: 'unclosed-text' })
  }
  if (message.startsWith('Unterminated template')) {
    return at(error.line, { key: 'unclosed-template' })
  }
  if (message.startsWith('Unterminated comment')) {
    return at(error.line, { key: 'unclosed-comment' })
  }
  if (message.startsWith('Unterminated regular expression')) {
    return at(error.line, { key: 'stray-slash' })
  }
  const declared = /^Identifier '([^']+)' has already been declared/.exec(message)
  if (declared) {
    return at(error.line, { key: 'made-twice', name: declared[1]! })
  }
  if (message.startsWith("'return' outside of function")) {
    return at(error.line, { key: 'return-outside' })
  }
  if (/^'(break|continue)'|^Unsyntactic (break|continue)/.test(message)) {
    return at(error.line, { key: 'break-outside' })
  }
  if (message.startsWith('Assigning to rvalue') || message.startsWith('Invalid left-hand side')) {
    return at(error.line, { key: 'left-side' })
  }
  const reserved =
    /^(?:The keyword '([^']+)' is reserved|Unexpected keyword '([^']+)'|Unexpected reserved word)/.exec(
      message,
    )
  if (reserved) {
    const word = reserved[1] ?? reserved[2]
    return at(error.line, { key: 'special-word', ...(word ? { word } : {}) })
  }
  if (message.startsWith('Identifier directly after number')) {
    return at(error.line, { key: 'digit-name' })
  }
  if (message.startsWith('Invalid number') || message.startsWith('Octal literal')) {
    return at(error.line, { key: 'bad-number' })
  }

  if (message.startsWith('Unexpected token') || message.startsWith('Unexpected character')) {
    const bracket = findBracketProblem(code)
    if (bracket) return bracket
    const hint = unexpectedTokenHint(lineText, callable)
    if (hint) return at(error.line, hint)
    if (error.pos >= code.trimEnd().length) {
      return at(error.line, { key: 'ends-early' })
    }
    const token = code.slice(error.pos).match(/^(\w+|\S)/)?.[0]
    return at(error.line, { key: 'unexpected', ...(token ? { token } : {}) })
  }

  return at(error.line, { key: 'unreadable', message })
}

function unexpectedTokenHint(lineText: string, callable: readonly string[]): MistakeExplanation | null {
  const call = /^\s*([A-Za-z_$][\w$]*)\s+([-\w"'.`]+[^;]*?)\s*;?\s*$/.exec(lineText)
  if (call && callable.includes(call[1]!)) {
    return { key: 'call-brackets', name: call[1]!, given: call[2]! }
  }
  const condition = /^\s*(?:}\s*else\s+)?(if|while|for)\s+[^(\s]/.exec(lineText)
  if (condition) {
    return { key: 'condition-brackets', keyword: condition[1]! }
  }
  const constant = /^\s*const\s+([A-Za-z_$][\w$]*)\s*;?\s*$/.exec(lineText)
  if (constant) {
    return { key: 'const-needs-value', name: constant[1]! }
  }
  const firstWord = /^\s*([A-Za-z]+)\b/.exec(lineText)?.[1]
  if (firstWord && !KEYWORDS.includes(firstWord)) {
    const keyword = didYouMean(firstWord, KEYWORDS)
    if (keyword) return { key: 'not-a-keyword', word: firstWord, guess: keyword }
  }
  return null
}

/**
 * The first bracket that is never closed, closed by the wrong kind, or closed without being
 * opened, skipping strings, template text and comments. Null when the brackets all match.
 */
function findBracketProblem(code: string): FriendlyError | null {
  const stack: { char: keyof typeof OPEN | 'template'; line: number }[] = []
  let line = 1
  let i = 0
  const skipQuoted = (quote: string) => {
    i++
    while (i < code.length && code[i] !== quote && code[i] !== '\n') {
      if (code[i] === '\\') i++
      i++
    }
  }
  const skipTemplateText = () => {
    // Inside `…`: stop at the closing backtick or at `${`, which opens code again.
    while (i < code.length) {
      const c = code[i]
      if (c === '\\') i += 2
      else if (c === '`') return
      else if (c === '$' && code[i + 1] === '{') {
        stack.push({ char: 'template', line })
        i += 2
        return
      } else {
        if (c === '\n') line++
        i++
      }
    }
  }
  for (; i < code.length; i++) {
    const c = code[i]!
    if (c === '\n') line++
    else if (c === '"' || c === "'") skipQuoted(c)
    else if (c === '`') {
      i++
      skipTemplateText()
    } else if (c === '/' && code[i + 1] === '/') {
      while (i < code.length && code[i + 1] !== '\n') i++
    } else if (c === '/' && code[i + 1] === '*') {
      i += 2
      while (i < code.length && !(code[i] === '*' && code[i + 1] === '/')) {
        if (code[i] === '\n') line++
        i++
      }
      i++
    } else if (c in OPEN) stack.push({ char: c as keyof typeof OPEN, line })
    else if (c in CLOSE) {
      const top = stack.pop()
      if (!top) {
        return onLine(line, { key: 'extra-bracket', bracket: c })
      }
      if (top.char === 'template') {
        if (c !== '}') return onLine(line, { key: 'bracket-matches-nothing', bracket: c })
        i++
        skipTemplateText()
        continue
      }
      if (OPEN[top.char] !== c) {
        return onLine(line, {
          key: 'bracket-wrong-close',
          open: top.char,
          from: top.line,
          close: c,
          use: OPEN[top.char],
        })
      }
    }
  }
  // The innermost bracket left open is the best guess at the one that lost its partner.
  const open = [...stack].reverse().find((entry) => entry.char !== 'template')
  if (open && open.char !== 'template') {
    return onLine(open.line, { key: 'bracket-never-closed', bracket: open.char, close: OPEN[open.char] })
  }
  return null
}
