import { CircleCheck, CircleDashed } from 'lucide-react'
import {
  type CheckReport,
  type CheckSentence,
  MessageText,
  type RunnerWords,
  useCheckSentenceWords,
} from '@/features/runner'
import { langOf } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import { LESSON_CONTENT_LANG } from './lesson-text'

interface ChecksListProps {
  report: CheckReport | null
  total: number
  /** The lesson's voice (decision 117). */
  words: RunnerWords
  /** The step as the page shows it: its check messages may be translated (decision 214). */
  step?: object
}

/** The language of a result's own message: the lesson's pass or fail text for that check. */
const messageLang = (step: object | undefined, result: { checkIndex: number; passed: boolean }) =>
  langOf(step, `checks.${result.checkIndex}.${result.passed ? 'pass' : 'fail'}`)

/** What passed and what to try next, in the lesson's own words. Icons and words, not colour alone. */
export function ChecksList({ report, total, words, step }: ChecksListProps) {
  const passed = report?.results.filter((result) => result.passed).length ?? 0
  return (
    <section
      aria-labelledby="checks-heading"
      data-testid="checks"
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h3 id="checks-heading" className="font-bold text-lg">
        {report ? m.checks_passed_title({ passed, total }) : m.checks_title()}
      </h3>
      {report ? (
        <ul className="mt-2 space-y-2">
          {report.results.map((result) => (
            <li
              key={result.checkIndex}
              data-passed={result.passed}
              className={`flex gap-2 rounded-lg p-2 ${result.passed ? 'bg-green-50 text-green-950' : 'bg-amber-50 text-amber-950'}`}
            >
              {result.passed ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
              ) : (
                <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
              )}
              <span>
                <span className="sr-only">
                  {result.passed ? m.checks_passed_label() : m.checks_try_this()}{' '}
                </span>
                <CheckText
                  text={result.message}
                  said={result.said}
                  words={words}
                  lang={messageLang(step, result)}
                />
                {result.detailSaid ? (
                  <span className="mt-1 block text-sm opacity-90">
                    <CheckText text={result.detail ?? ''} said={result.detailSaid} words={words} />
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-700">
          {words === 'blocks' ? m.checks_press_run_blocks() : m.checks_press_run_code()}{' '}
          {m.checks_there_are({ count: total })}
        </p>
      )}
    </section>
  )
}

/**
 * After a run that did not pass: how many checks passed and the first thing to try, beside the
 * turtle where the child is looking; the whole list stays below the work area.
 */
export function ChecksSummary({
  report,
  words,
  step,
}: {
  report: CheckReport
  words: RunnerWords
  step?: object
}) {
  const passed = report.results.filter((result) => result.passed).length
  const next = report.results.find((result) => !result.passed)
  return (
    <div
      data-testid="checks-summary"
      className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <CircleDashed aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <p>
        <span className="font-semibold">
          {m.checks_passed_sentence({ passed, total: report.results.length })}
        </span>{' '}
        {next ? (
          <>
            <span className="sr-only">{m.checks_try_this()} </span>
            {/* English inside a right-to-left sentence: on a line of its own, so it is not split around it. */}
            <CheckText
              text={next.message}
              said={next.said}
              words={words}
              lang={messageLang(step, next)}
              className="rtl:block"
            />{' '}
          </>
        ) : null}
        <a href="#checks-heading" className="font-semibold underline">
          {m.checks_see_all()}
        </a>
      </p>
    </div>
  )
}

/**
 * A check's sentence: the lesson's own (in `lang`: the page's when the lesson is translated,
 * decision 214) or the judge's, said in the page's language from its keys and values (decision 213).
 */
function CheckText({
  text,
  said,
  words,
  lang = LESSON_CONTENT_LANG,
  className,
}: {
  text: string
  said: CheckSentence | undefined
  words: RunnerWords
  lang?: string
  className?: string
}) {
  const say = useCheckSentenceWords()
  // Until the judge's words have loaded (a moment after the page), its sentence in English.
  const shown = said ? (say ? say(said, words) : { text, lang: 'en' }) : { text, lang }
  return (
    <span lang={shown.lang} dir="auto" className={className}>
      <MessageText text={shown.text} />
    </span>
  )
}
