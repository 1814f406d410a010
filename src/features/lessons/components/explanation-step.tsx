import { useMemo } from 'react'
import type { DrawSpeed, Runner } from '@/features/runner'
import {
  EngineStarting,
  OutputConsole,
  RunButton,
  RunMessages,
  TurtleCanvas,
  turtleCommands,
} from '@/features/runner'
import type { ExplanationStep as Explanation } from '@/kernel/lesson-content/lesson-content.schemas'
import { langOf } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import { BlocksPicture } from './editors/blocks-picture'
import { LessonText } from './lesson-text'

interface ExplanationStepProps {
  step: Explanation
  runner: Runner
  speed: DrawSpeed
  /** Young children's lessons: a "Read to me" button. */
  readAloud: boolean
  /** The example was run: a Run on any step starts the lesson. */
  onRun?: () => void
}

/**
 * Text and a picture, and maybe a small example program to run and watch: Run above the program,
 * the turtle's canvas beside it, all on one screen (decision 097).
 */
export function ExplanationStep({ step, runner, speed, readAloud, onRun }: ExplanationStepProps) {
  const commands = useMemo(
    // A run stopped before it drew anything shows the turtle at rest (Python's faces east).
    () =>
      turtleCommands(
        runner.result?.outcome.events.length ? runner.result.outcome.events : runner.restingEvents,
      ),
    [runner.result, runner.restingEvents],
  )
  const example = step.example
  const text = (
    <>
      <LessonText readAloud={readAloud} lang={langOf(step, 'body')}>
        {step.body}
      </LessonText>
      {step.image ? (
        <img
          src={step.image.src}
          alt={step.image.alt}
          lang={langOf(step, 'image.alt')}
          className="max-h-72 rounded-xl border border-slate-200 bg-white"
        />
      ) : null}
    </>
  )
  if (!example) return <div className="space-y-4">{text}</div>
  // The text and the example on the left, the canvas beside them from the top (decision 097).
  return (
    <div className="work-area">
      <div className="min-w-0 space-y-4">
        {text}
        <section aria-label={m.example_title()} className="space-y-3 rounded-2xl bg-white p-3 shadow-sm">
          <div className="flex flex-wrap items-center gap-3">
            <RunButton
              running={runner.status === 'running'}
              onRun={() => {
                onRun?.()
                void runner.run(example.code)
              }}
            />
            <h3 className="font-semibold text-slate-700">{m.example_title()}</h3>
          </div>
          {runner.engine === 'python' ? <EngineStarting preparing={runner.preparing} /> : null}
          {example.blocks ? (
            // A picture of the blocks, in the server's HTML: the example is never edited, so it
            // needs no editor (decision 212).
            <BlocksPicture program={example.blocks} label={m.example_blocks_label()} heightClass="h-44" />
          ) : (
            <pre
              data-testid="example-program"
              className="whitespace-pre-wrap rounded-xl bg-slate-900 p-3 font-mono text-slate-50"
            >
              {example.code}
            </pre>
          )}
        </section>
      </div>
      <div className="min-w-0 space-y-3">
        {/* What the run came to, above the turtle: on the screen without scrolling. */}
        <div className="space-y-2 empty:hidden" data-testid="run-outcome">
          <RunMessages
            status={runner.status}
            error={runner.result?.outcome.error ?? null}
            stop={runner.result?.stop ?? null}
            words={example.blocks ? 'blocks' : 'code'}
          />
        </div>
        {example.output !== 'console' ? (
          <TurtleCanvas commands={commands} speed={speed} label={m.lesson_example_drawing()} />
        ) : null}
        <OutputConsole
          events={runner.events}
          status={runner.status}
          error={runner.result?.outcome.error ?? null}
          stop={runner.result?.stop ?? null}
          words={example.blocks ? 'blocks' : 'code'}
          compact={example.output === 'turtle'}
          messagesApart
        />
      </div>
    </div>
  )
}
