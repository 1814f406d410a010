import type {
  GivenValue,
  MistakeExplanation,
  MistakeSentence,
} from '@/kernel/runner-protocol/mistake-sentence'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import { pyTurtleWords } from './turtle-mistake-words'

// The code voice's explanations of a mistake (decision 220) in the page's language. The engine
// gives a key and values (`@/kernel/runner-protocol/mistake-sentence`); only the page, which
// carries the catalogue, says them. Code, names and line numbers stay as the engine gave them.

const code = (text: string) => `\`${text}\``

const BRACKETS: Readonly<Record<string, (v: { char: string }) => string>> = {
  '(': m.runner_mistake_bracket_round,
  ')': m.runner_mistake_bracket_round,
  '[': m.runner_mistake_bracket_square,
  ']': m.runner_mistake_bracket_square,
  '{': m.runner_mistake_bracket_curly,
  '}': m.runner_mistake_bracket_curly,
}

const bracket = (char: string) => BRACKETS[char]?.({ char: code(char) }) ?? code(char)

function given(value: GivenValue | undefined): string {
  if (!value) return ''
  if (value.kind === 'text') return ` ${m.runner_mistake_given_text({ text: value.text })}`
  return ` ${m.runner_mistake_given_value({ value: value.kind === 'number' ? value.value : code(value.value) })}`
}

/** The limit's number with the page's grouping ("10,000", "10.000"), in Latin digits like the code. */
function grouped(count: number): string {
  const locale = getLocale()
  return new Intl.NumberFormat(locale.startsWith('en') ? 'en' : locale, { numberingSystem: 'latn' }).format(
    count,
  )
}

/** The first letter a capital, in the page's language (a sentence with no line before it). */
function capitalized(text: string): string {
  const locale = getLocale()
  return text.charAt(0).toLocaleUpperCase(locale.startsWith('en') ? 'en' : locale) + text.slice(1)
}

/**
 * A mistake in the page's language: "Line 3: …" when the engine gave the line first. Turtle.py's
 * English without a key (`py-turtle`, stored before it said its keys) stays English (`lang: 'en'`);
 * every other explanation, the turtle's keyed words too, is said in the language.
 */
export function mistakeSentenceWords(s: MistakeSentence): { text: string; lang?: 'en' } {
  const english = s.key === 'py-turtle'
  const text = english ? `Line ${s.line ?? '?'}: ${s.message}.` : explanationWords(s)
  const shown =
    s.onLine === undefined ? capitalized(text) : m.runner_mistake_on_line({ line: String(s.onLine), text })
  return english ? { text: shown, lang: 'en' } : { text: shown }
}

function explanationWords(s: MistakeExplanation): string {
  const line = 'line' in s && s.line !== undefined ? String(s.line) : '?'
  const at = 'line' in s && s.line !== undefined ? m.runner_mistake_at_line({ line: String(s.line) }) : ''
  switch (s.key) {
    case 'stopped-with':
      return m.runner_mistake_stopped_with({ value: s.value })
    case 'unknown-name':
      return s.guess
        ? m.runner_mistake_unknown_name_guess({ name: code(s.name), guess: code(s.guess) })
        : m.runner_mistake_unknown_name({ name: code(s.name), make: code(`let ${s.name} = …`) })
    case 'used-before-made':
      return m.runner_mistake_used_before_made({
        name: code(s.name),
        letLine: code(`let ${s.name}`),
        constLine: code(`const ${s.name}`),
      })
    case 'const-changed':
      return s.name
        ? m.runner_mistake_const_changed({ name: code(s.name) })
        : m.runner_mistake_const_changed_unnamed()
    case 'turtle-word-taken':
      return m.runner_mistake_turtle_word_taken({ name: code(s.name) })
    case 'not-runnable':
      return m.runner_mistake_not_runnable({ name: code(s.name), guess: code(s.guess) })
    case 'not-a-function':
      return s.name
        ? m.runner_mistake_not_a_function({ name: code(s.name), call: code(`${s.name}()`) })
        : m.runner_mistake_not_a_function_unnamed()
    case 'no-value':
      return s.property
        ? m.runner_mistake_no_value_part({ missing: code(s.missing), part: code(`.${s.property}`) })
        : m.runner_mistake_no_value({ missing: code(s.missing) })
    case 'calls-itself':
      return m.runner_mistake_calls_itself()
    case 'not-a-list':
      return m.runner_mistake_not_a_list({ forOf: code('for (… of …)') })
    case 'list-too-long':
      return m.runner_mistake_list_too_long()
    case 'not-a-number':
      return m.runner_mistake_not_a_number({ message: s.message })
    case 'went-wrong':
      return m.runner_mistake_went_wrong({ message: s.message })
    case 'too-many-things':
      return m.runner_mistake_too_many_things({ count: grouped(s.count) })
    case 'pen-width':
      return m.runner_mistake_pen_width()
    case 'go-to-two-numbers':
      return m.runner_mistake_go_to_two_numbers()
    case 'needs-number':
      return `${m.runner_mistake_needs_number({ fn: code(s.fn), example: code(`${s.fn}(${s.example})`) })}${given(s.given)}`
    case 'needs-colour':
      return `${m.runner_mistake_needs_colour({ fn: code(s.fn), example: code(`${s.fn}("red")`) })}${given(s.given)}`
    case 'unknown-colour':
      return s.guess
        ? m.runner_mistake_unknown_colour_guess({ value: s.value, guess: s.guess })
        : m.runner_mistake_unknown_colour({ value: s.value })
    case 'unknown-background':
      return m.runner_mistake_unknown_background({ value: s.value })
    case 'on-message-needs':
      return m.runner_mistake_on_message_needs({ example: code('onMessage("jump", function () { … })') })
    case 'send-needs':
      return m.runner_mistake_send_needs()
    case 'unclosed-text':
      return m.runner_mistake_unclosed_text()
    case 'unclosed-template':
      return m.runner_mistake_unclosed_template()
    case 'unclosed-comment':
      return m.runner_mistake_unclosed_comment()
    case 'stray-slash':
      return m.runner_mistake_stray_slash()
    case 'made-twice':
      return m.runner_mistake_made_twice({ name: code(s.name), change: code(`${s.name} = …`) })
    case 'return-outside':
      return m.runner_mistake_return_outside()
    case 'break-outside':
      return m.runner_mistake_break_outside()
    case 'left-side':
      return m.runner_mistake_left_side()
    case 'special-word':
      return s.word
        ? m.runner_mistake_special_word({ word: code(s.word) })
        : m.runner_mistake_special_word_unnamed()
    case 'digit-name':
      return m.runner_mistake_digit_name()
    case 'bad-number':
      return m.runner_mistake_bad_number()
    case 'ends-early':
      return m.runner_mistake_ends_early()
    case 'unexpected':
      return s.token
        ? m.runner_mistake_unexpected({ token: code(s.token) })
        : m.runner_mistake_unexpected_unnamed()
    case 'unreadable':
      return m.runner_mistake_unreadable({ message: s.message })
    case 'call-brackets':
      return m.runner_mistake_call_brackets({ name: code(s.name), call: code(`${s.name}(${s.given})`) })
    case 'condition-brackets':
      return m.runner_mistake_condition_brackets({
        keyword: code(s.keyword),
        example: code(`${s.keyword} (x > 3) {`),
      })
    case 'const-needs-value':
      return m.runner_mistake_const_needs_value({ example: code(`const ${s.name} = 5`) })
    case 'not-a-keyword':
      return m.runner_mistake_not_a_keyword({ word: code(s.word), guess: code(s.guess) })
    case 'extra-bracket':
      return m.runner_mistake_extra_bracket({ bracket: bracket(s.bracket) })
    case 'bracket-matches-nothing':
      return m.runner_mistake_bracket_matches_nothing({ bracket: bracket(s.bracket) })
    case 'bracket-wrong-close':
      return m.runner_mistake_bracket_wrong_close({
        open: bracket(s.open),
        from: String(s.from),
        close: bracket(s.close),
        use: code(s.use),
      })
    case 'bracket-never-closed':
      return m.runner_mistake_bracket_never_closed({ bracket: bracket(s.bracket), close: code(s.close) })
    case 'fix-first':
      return m.runner_mistake_fix_first()
    case 'program-has-no':
      return m.runner_mistake_program_has_no({ name: code(s.name) })
    case 'stopped-before-made':
      return m.runner_mistake_stopped_before_made({ name: code(s.name) })
    case 'is-not-a-function':
      return m.runner_mistake_is_not_a_function({ name: code(s.name), type: s.type })
    case 'py-indent-after':
      return m.runner_mistake_py_indent_after({ statement: code(s.statement), after: String(s.after) })
    case 'py-unexpected-indent':
      return m.runner_mistake_py_unexpected_indent({ line })
    case 'py-indent-mismatch':
      return m.runner_mistake_py_indent_mismatch({ line })
    case 'py-indent':
      return m.runner_mistake_py_indent({ at })
    case 'py-expected':
      return m.runner_mistake_py_expected({ token: code(s.token), line })
    case 'py-never-closed':
      return m.runner_mistake_py_never_closed({ bracket: code(s.bracket), line })
    case 'py-unmatched':
      return m.runner_mistake_py_unmatched({ bracket: code(s.bracket), line })
    case 'py-unclosed-text':
      return m.runner_mistake_py_unclosed_text({ line })
    case 'py-equals':
      return m.runner_mistake_py_equals({ line })
    case 'py-comma':
      return m.runner_mistake_py_comma({ line })
    case 'py-print-brackets':
      return m.runner_mistake_py_print_brackets({ line })
    case 'py-unreadable':
      return m.runner_mistake_py_unreadable({ line })
    case 'py-unknown-name':
      return s.guess
        ? m.runner_mistake_py_unknown_name_guess({ name: code(s.name), at, guess: code(s.guess) })
        : m.runner_mistake_py_unknown_name({ name: code(s.name), at })
    case 'py-no-attribute':
      return s.guess
        ? m.runner_mistake_py_no_attribute_guess({ name: code(s.name), at, guess: code(s.guess) })
        : m.runner_mistake_py_no_attribute({ name: code(s.name), at })
    case 'py-zero-division':
      return m.runner_mistake_py_zero_division({ line })
    case 'py-index':
      return m.runner_mistake_py_index({ line })
    case 'py-key':
      return m.runner_mistake_py_key({ key: s.missingKey, line })
    case 'py-recursion':
      return m.runner_mistake_py_recursion({ at })
    case 'py-input':
      return m.runner_mistake_py_input({ at })
    case 'py-join-text':
      return m.runner_mistake_py_join_text({ at, example: code('f"score {score}"') })
    case 'py-add-text':
      return m.runner_mistake_py_add_text({ at })
    case 'py-not-callable':
      return m.runner_mistake_py_not_callable({ name: code(s.name), at })
    case 'py-int-text':
      return m.runner_mistake_py_int_text({ at })
    case 'py-turtle':
      return `Line ${line}: ${s.message}.`
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
      return m.runner_mistake_on_line({ line, text: pyTurtleWords(s) })
    case 'py-other':
      return m.runner_mistake_py_other({ type: s.type, at, message: s.message })
  }
}
