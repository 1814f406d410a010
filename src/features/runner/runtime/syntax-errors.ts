import { didYouMean } from './did-you-mean'

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
}

const KEYWORDS = ['function', 'return', 'let', 'const', 'var', 'for', 'while', 'if', 'else', 'true', 'false']

const OPEN = { '(': ')', '[': ']', '{': '}' } as const
const CLOSE = { ')': '(', ']': '[', '}': '{' } as const
const BRACKET_NAMES: Record<string, string> = {
  '(': 'round bracket `(`',
  ')': 'round bracket `)`',
  '[': 'square bracket `[`',
  ']': 'square bracket `]`',
  '{': 'curly bracket `{`',
  '}': 'curly bracket `}`',
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
  const at = (line: number, text: string): FriendlyError => ({ message: `Line ${line}: ${text}`, line })
  const lineText = code.split('\n')[error.line - 1] ?? ''
  const message = error.message

  if (message.startsWith('Unterminated string')) {
    return at(
      error.line,
      'some text is missing its closing quote. Text starts and ends with the same quote, like "hello".',
    )
  }
  if (message.startsWith('Unterminated template')) {
    return at(error.line, 'some text that starts with a backtick ` is missing its closing backtick.')
  }
  if (message.startsWith('Unterminated comment')) {
    return at(error.line, 'a comment that starts with /* never ends. Close it with */.')
  }
  if (message.startsWith('Unterminated regular expression')) {
    return at(
      error.line,
      'a `/` starts something JavaScript cannot finish. Did you mean to divide two numbers?',
    )
  }
  const declared = /^Identifier '([^']+)' has already been declared/.exec(message)
  if (declared) {
    const name = declared[1]
    return at(
      error.line,
      `\`${name}\` was already made on an earlier line. To change it, write \`${name} = …\` without \`let\` or \`const\`.`,
    )
  }
  if (message.startsWith("'return' outside of function")) {
    return at(error.line, '`return` can only be used inside a function.')
  }
  if (/^'(break|continue)'|^Unsyntactic (break|continue)/.test(message)) {
    return at(error.line, '`break` and `continue` can only be used inside a loop.')
  }
  if (message.startsWith('Assigning to rvalue') || message.startsWith('Invalid left-hand side')) {
    return at(
      error.line,
      'the left side of `=` must be a variable name. To compare two things, use `===` instead of `=`.',
    )
  }
  const reserved =
    /^(?:The keyword '([^']+)' is reserved|Unexpected keyword '([^']+)'|Unexpected reserved word)/.exec(
      message,
    )
  if (reserved) {
    const word = reserved[1] ?? reserved[2]
    return at(
      error.line,
      word
        ? `\`${word}\` is a special word in JavaScript, so it can't be used here. Pick another name.`
        : 'this uses a special JavaScript word as a name. Pick another name.',
    )
  }
  if (message.startsWith('Identifier directly after number')) {
    return at(error.line, 'a name cannot start with a digit. Start it with a letter, like `box1`.')
  }
  if (message.startsWith('Invalid number') || message.startsWith('Octal literal')) {
    return at(
      error.line,
      'this number is written in a way JavaScript does not allow. Remove any 0 at the front.',
    )
  }

  if (message.startsWith('Unexpected token') || message.startsWith('Unexpected character')) {
    const bracket = findBracketProblem(code)
    if (bracket) return bracket
    const hint = unexpectedTokenHint(lineText, callable)
    if (hint) return at(error.line, hint)
    if (error.pos >= code.trimEnd().length) {
      return at(
        error.line,
        'the program ends too early. Something is not finished, like a bracket or a line.',
      )
    }
    const token = code.slice(error.pos).match(/^(\w+|\S)/)?.[0]
    return at(
      error.line,
      token
        ? `JavaScript did not expect \`${token}\` here. Is a comma, a bracket or a quote missing just before it?`
        : 'JavaScript cannot read this line. Check the commas, brackets and quotes.',
    )
  }

  return at(error.line, `JavaScript cannot read this line (${message}).`)
}

function unexpectedTokenHint(lineText: string, callable: readonly string[]): string | null {
  const call = /^\s*([A-Za-z_$][\w$]*)\s+([-\w"'.`]+[^;]*?)\s*;?\s*$/.exec(lineText)
  if (call && callable.includes(call[1]!)) {
    return `to use \`${call[1]}\`, put brackets around what you give it: \`${call[1]}(${call[2]})\`.`
  }
  const condition = /^\s*(?:}\s*else\s+)?(if|while|for)\s+[^(\s]/.exec(lineText)
  if (condition) {
    return `\`${condition[1]}\` needs round brackets around its question, like \`${condition[1]} (x > 3) {\`.`
  }
  const constant = /^\s*const\s+([A-Za-z_$][\w$]*)\s*;?\s*$/.exec(lineText)
  if (constant) {
    return `a \`const\` needs a value when it is made, like \`const ${constant[1]} = 5\`.`
  }
  const firstWord = /^\s*([A-Za-z]+)\b/.exec(lineText)?.[1]
  if (firstWord && !KEYWORDS.includes(firstWord)) {
    const keyword = didYouMean(firstWord, KEYWORDS)
    if (keyword) return `\`${firstWord}\` is not a JavaScript word. Did you mean \`${keyword}\`?`
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
        return {
          message: `Line ${line}: there is an extra ${BRACKET_NAMES[c]} here, with nothing before it for it to close.`,
          line,
        }
      }
      if (top.char === 'template') {
        if (c !== '}')
          return { message: `Line ${line}: the ${BRACKET_NAMES[c]} here does not match anything.`, line }
        i++
        skipTemplateText()
        continue
      }
      if (OPEN[top.char] !== c) {
        return {
          message: `Line ${line}: the ${BRACKET_NAMES[top.char]} from line ${top.line} is closed with ${BRACKET_NAMES[c]}. Use \`${OPEN[top.char]}\` instead.`,
          line,
        }
      }
    }
  }
  // The innermost bracket left open is the best guess at the one that lost its partner.
  const open = [...stack].reverse().find((entry) => entry.char !== 'template')
  if (open && open.char !== 'template') {
    return {
      message: `Line ${open.line}: this ${BRACKET_NAMES[open.char]} is never closed. Add a \`${OPEN[open.char]}\` where its part ends.`,
      line: open.line,
    }
  }
  return null
}
