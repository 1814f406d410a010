import type {
  GivenValue,
  MistakeExplanation,
  MistakeSentence,
} from '@/kernel/runner-protocol/mistake-sentence'
import { limitMessage } from './limits'
import { pyTurtleEnglish } from './turtle-mistake-english'

// The code voice's explanations in the engine's English (decision 220): the run's `message`, what
// the server's sandbox reports and stores and what the tests read. No catalogue: this runs in the
// sandboxed worker and the server's sandbox. The page says the same sentences in its language
// (`runner/words/mistake-sentence-words.ts`).

const code = (text: string) => `\`${text}\``

/** Round, square and curly brackets by name, with the character. */
const BRACKET_NAMES: Readonly<Record<string, string>> = {
  '(': 'round bracket `(`',
  ')': 'round bracket `)`',
  '[': 'square bracket `[`',
  ']': 'square bracket `]`',
  '{': 'curly bracket `{`',
  '}': 'curly bracket `}`',
}

const bracket = (char: string) => BRACKET_NAMES[char] ?? code(char)

function given(value: GivenValue | undefined): string {
  if (!value) return ''
  if (value.kind === 'text') return ` It got the text "${value.text}".`
  if (value.kind === 'number') return ` It got ${value.value}.`
  return ` It got ${code(value.value)}.`
}

/** A mistake's English and its sentence, from what it means. */
export function mistakeOf(said: MistakeSentence): { message: string; said: MistakeSentence } {
  return { message: englishMistake(said), said }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A sentence as the child reads it in English: "Line 3: …", or the explanation with a capital. */
export function englishMistake(s: MistakeSentence): string {
  const text = englishExplanation(s)
  return s.onLine === undefined ? capitalize(text) : `Line ${s.onLine}: ${text}`
}

/** The explanation alone, as the engine has always written it (lower-case where it always was). */
export function englishExplanation(s: MistakeExplanation): string {
  const line = 'line' in s ? s.line : undefined
  const at = line === undefined ? '' : ` on line ${line}`
  const n = line ?? '?'
  switch (s.key) {
    case 'stopped-with':
      return `your program stopped with: ${s.value}`
    case 'unknown-name': {
      const base = `${code(s.name)} is not a word the computer knows.`
      if (s.guess) return `${base} Did you mean ${code(s.guess)}?`
      return `${base} If it is a variable, make it first with \`let ${s.name} = …\`.`
    }
    case 'used-before-made':
      return `${code(s.name)} is used before the line that makes it. Move the line with \`let ${s.name}\` or \`const ${s.name}\` higher up.`
    case 'const-changed':
      return `${s.name ? code(s.name) : 'this variable'} was made with \`const\`, so it cannot change. Make it with \`let\` instead.`
    case 'turtle-word-taken':
      return `${code(s.name)} is one of the turtle's words, but your program made a variable with the same name. Give your variable another name.`
    case 'not-runnable':
      return `${code(s.name)} is not something you can run. Did you mean ${code(s.guess)}?`
    case 'not-a-function':
      return s.name
        ? `${code(s.name)} is not a function, so you cannot use it with brackets like \`${s.name}()\`.`
        : 'this is not a function, so you cannot use it with brackets like `()`.'
    case 'no-value': {
      const part = s.property ? ` \`.${s.property}\`` : ''
      return `something here is ${code(s.missing)} (it has no value), so it has no${part || ' parts'}. Did every variable get a value, and is the list long enough?`
    }
    case 'calls-itself':
      return 'a function kept calling itself and never stopped. Make sure it has a way to finish.'
    case 'not-a-list':
      return 'you can only go through a list with `for (… of …)`. This is not a list.'
    case 'list-too-long':
      return 'a list cannot have that many items. Use a smaller whole number.'
    case 'not-a-number':
      return `JavaScript cannot turn this into a number (${s.message}).`
    case 'went-wrong':
      return `something went wrong: ${s.message}`
    case 'too-many-things':
      return limitMessage(s.count)
    case 'pen-width':
      return '`penWidth` needs a number bigger than 0, like `penWidth(5)`.'
    case 'go-to-two-numbers':
      return '`goTo` needs two numbers, across and up, like `goTo(50, 100)`.'
    case 'needs-number':
      return `${code(s.fn)} needs a number in its brackets, like \`${s.fn}(${s.example})\`.${given(s.given)}`
    case 'needs-colour':
      return `${code(s.fn)} needs a colour in quotes, like \`${s.fn}("red")\`.${given(s.given)}`
    case 'unknown-colour': {
      const suggestion = s.guess
        ? ` Did you mean "${s.guess}"?`
        : ' Try a colour like "blue" or a code like "#ff8800".'
      return `"${s.value}" is not a colour the turtle knows.${suggestion}`
    }
    case 'unknown-background':
      return `"${s.value}" is not a colour the turtle knows. Try a colour like "lightblue" or a code like "#ff8800".`
    case 'on-message-needs':
      return '`onMessage` needs a message name and a function, like `onMessage("jump", function () { … })`.'
    case 'send-needs':
      return '`send` needs a message name in quotes, like `send("jump")`.'
    case 'fix-first':
      return 'The program has a mistake to fix first.'
    case 'program-has-no':
      return `Your program has no ${code(s.name)}.`
    case 'stopped-before-made':
      return `Your program stopped before it made ${code(s.name)}.`
    case 'is-not-a-function':
      return `${code(s.name)} is a ${s.type}, not a function.`
    case 'unclosed-text':
      return 'some text is missing its closing quote. Text starts and ends with the same quote, like "hello".'
    case 'unclosed-template':
      return 'some text that starts with a backtick ` is missing its closing backtick.'
    case 'unclosed-comment':
      return 'a comment that starts with /* never ends. Close it with */.'
    case 'stray-slash':
      return 'a `/` starts something JavaScript cannot finish. Did you mean to divide two numbers?'
    case 'made-twice':
      return `${code(s.name)} was already made on an earlier line. To change it, write \`${s.name} = …\` without \`let\` or \`const\`.`
    case 'return-outside':
      return '`return` can only be used inside a function.'
    case 'break-outside':
      return '`break` and `continue` can only be used inside a loop.'
    case 'left-side':
      return 'the left side of `=` must be a variable name. To compare two things, use `===` instead of `=`.'
    case 'special-word':
      return s.word
        ? `${code(s.word)} is a special word in JavaScript, so it can't be used here. Pick another name.`
        : 'this uses a special JavaScript word as a name. Pick another name.'
    case 'digit-name':
      return 'a name cannot start with a digit. Start it with a letter, like `box1`.'
    case 'bad-number':
      return 'this number is written in a way JavaScript does not allow. Remove any 0 at the front.'
    case 'ends-early':
      return 'the program ends too early. Something is not finished, like a bracket or a line.'
    case 'unexpected':
      return s.token
        ? `JavaScript did not expect ${code(s.token)} here. Is a comma, a bracket or a quote missing just before it?`
        : 'JavaScript cannot read this line. Check the commas, brackets and quotes.'
    case 'unreadable':
      return `JavaScript cannot read this line (${s.message}).`
    case 'call-brackets':
      return `to use ${code(s.name)}, put brackets around what you give it: \`${s.name}(${s.given})\`.`
    case 'condition-brackets':
      return `${code(s.keyword)} needs round brackets around its question, like \`${s.keyword} (x > 3) {\`.`
    case 'const-needs-value':
      return `a \`const\` needs a value when it is made, like \`const ${s.name} = 5\`.`
    case 'not-a-keyword':
      return `${code(s.word)} is not a JavaScript word. Did you mean ${code(s.guess)}?`
    case 'extra-bracket':
      return `there is an extra ${bracket(s.bracket)} here, with nothing before it for it to close.`
    case 'bracket-matches-nothing':
      return `the ${bracket(s.bracket)} here does not match anything.`
    case 'bracket-wrong-close':
      return `the ${bracket(s.open)} from line ${s.from} is closed with ${bracket(s.close)}. Use ${code(s.use)} instead.`
    case 'bracket-never-closed':
      return `this ${bracket(s.bracket)} is never closed. Add a ${code(s.close)} where its part ends.`
    case 'py-indent-after':
      return `The lines after ${code(s.statement)} on line ${s.after} need to be indented: start them with 4 spaces.`
    case 'py-unexpected-indent':
      return `Line ${n} starts with spaces it should not have: line it up with the line above.`
    case 'py-indent-mismatch':
      return `Line ${n} is indented by a different amount than the lines around it: use 4 spaces for each level.`
    case 'py-indent':
      return `Python could not follow the indentation${at}: use 4 spaces for each level.`
    case 'py-expected':
      return `Python expected a ${code(s.token)} at the end of line ${n}.`
    case 'py-never-closed':
      return `A ${code(s.bracket)} on line ${n} is never closed.`
    case 'py-unmatched':
      return `There is a ${code(s.bracket)} too many on line ${n}.`
    case 'py-unclosed-text':
      return `The text on line ${n} has no closing quote: end it with the same quote it starts with.`
    case 'py-equals':
      return `Line ${n} uses ${code('=')} (which stores a value) where Python needs ${code('==')} (which compares).`
    case 'py-comma':
      return `Python thinks a comma is missing on line ${n}.`
    case 'py-print-brackets':
      return `${code('print')} needs brackets on line ${n}, like ${code('print("hello")')}.`
    case 'py-unreadable':
      return `Python could not understand line ${n}: check its brackets, quotes and ${code(':')}.`
    case 'py-unknown-name': {
      const guess = s.guess ? ` Did you mean ${code(s.guess)}?` : ''
      return `Python does not know the name ${code(s.name)}${at}.${guess || ' Check its spelling, or make it first.'}`
    }
    case 'py-no-attribute': {
      const guess = s.guess ? ` Did you mean ${code(s.guess)}?` : ''
      return `There is no ${code(s.name)}${at}.${guess}`
    }
    case 'py-zero-division':
      return `Line ${n} divides by zero, which no one can do.`
    case 'py-index':
      return `Line ${n} asks for an item that is not in the list (the list is shorter). Items count from 0.`
    case 'py-key':
      return `Line ${n} asks for the key ${s.missingKey} that is not there.`
    case 'py-recursion':
      return `A function${at} keeps calling itself and never stops.`
    case 'py-input':
      return `${code('input()')} does not work in lessons${at}: put the value in the program instead, like ${code('guess = 7')}.`
    case 'py-join-text':
      return `Python cannot join text and a number with ${code('+')}${at}: use ${code('str(number)')} or an f-string like ${code('f"score {score}"')}.`
    case 'py-add-text':
      return `Python cannot add a number and text${at}: turn the text into a number with ${code('int(text)')}.`
    case 'py-not-callable':
      return `${code(s.name)} is not a function${at}: maybe a variable has the same name as a function?`
    case 'py-int-text':
      return `${code('int()')} got text that is not a whole number${at}.`
    case 'py-turtle':
      return `Line ${n}: ${s.message}.`
    case 'py-turtle-cannot':
    case 'py-turtle-number':
    case 'py-turtle-colour':
    case 'py-turtle-colour-range':
    case 'py-turtle-goto':
    case 'py-turtle-speed':
    case 'py-turtle-place':
    case 'py-turtle-pensize':
    case 'py-turtle-shape':
    case 'py-turtle-colormode':
    case 'py-turtle-mode':
      return `Line ${n}: ${pyTurtleEnglish(s)}.`
    case 'py-other':
      return `${s.type}${at}: ${s.message}`
  }
}
