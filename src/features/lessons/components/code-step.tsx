import { ArrowRight, Eye, Sparkles } from 'lucide-react'
import { ConflictBanner, SaveIndicator } from '@/features/progress'
import type { DrawSpeed, Runner, TurtleCommand } from '@/features/runner'
import {
  EngineStarting,
  OutputConsole,
  RunControls,
  RunMessages,
  SpeedPicker,
  TurtleCanvas,
} from '@/features/runner'
import type { FreeBuildStep } from '@/kernel/lesson-content/lesson-content.schemas'
import { langOf } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { PlayerCodeStep, SavedCode } from '../lesson-views'
import { Celebration } from './celebration'
import { ChecksList, ChecksSummary } from './checks-list'
import { CodeStepEditor } from './code-step-editor'
import type { BlockNote } from './editors/blocks-editor'
import { BlocksKeyboardHelp } from './editors/blocks-keyboard-help'
import { HintsPanel } from './hints-panel'
import { LessonText } from './lesson-text'
import type { PlayerBackend, StepReport } from './player-backend'
import { useCodeStep } from './use-code-step'

interface CodeStepProps {
  step: PlayerCodeStep | FreeBuildStep
  backend: PlayerBackend
  runner: Runner
  saved: SavedCode | null
  goal: TurtleCommand[] | null
  speed: DrawSpeed
  onSpeedChange: (speed: DrawSpeed) => void
  onReport: (report: StepReport) => void
  /** The step is already done (checks passed before). */
  done: boolean
  onNext: (() => void) | null
  /** Teachers see the solution and every hint. */
  teacherView: boolean
  hydrated: boolean
  /** Young children's lessons: a "Read to me" button on the instructions. */
  readAloud: boolean
  /** Told whether the turtle is still walking (the lesson's own celebration waits for it too). */
  onDrawingChange?: (drawing: boolean) => void
  /** The teacher's comments on blocks of this step, pinned to them (decision 209). */
  blockNotes?: readonly BlockNote[]
}

/**
 * A code exercise or a free build: instructions, editor, Run, the output, checks and hints. The
 * state is useCodeStep's; the words, Run and the canvas come with the server's page, the editor
 * after hydration in the room kept for it.
 */
export function CodeStep(props: CodeStepProps) {
  const { step, backend, runner, goal, speed, teacherView, hydrated } = props
  const model = useCodeStep(props)
  const { isBlocks, words, report, problem } = model
  const result = runner.result
  const showsTurtle = step.output !== 'console'
  const showsConsole = step.output !== 'turtle'
  const running = runner.status === 'running'
  const solution = step.kind === 'code' ? step.solution : undefined
  const checksTotal = model.checks.length

  return (
    <div className="space-y-4">
      {/* The instructions, Run and the program on the left, the canvas beside them from the top,
          all on one screen (decision 097). */}
      <div className="work-area">
        <div className="min-w-0 space-y-3">
          <LessonText readAloud={props.readAloud} lang={langOf(step, 'instructions')}>
            {step.instructions}
          </LessonText>
          {step.kind === 'free-build' && step.ideas?.length ? (
            <div className="rounded-xl bg-violet-50 p-4">
              <p className="flex items-center gap-2 font-semibold">
                <Sparkles aria-hidden="true" className="size-5 text-violet-700" />
                {m.code_ideas()}
              </p>
              <ul className="mt-1 list-disc ps-6">
                {step.ideas.map((idea, n) => (
                  <li key={idea} lang={langOf(step, `ideas.${n}`)} dir="auto">
                    {idea}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {model.saveStatus === 'conflict' ? (
            <ConflictBanner
              onKeepMine={() => model.resolve('mine')}
              onUseNewer={() => model.resolve('theirs')}
            />
          ) : null}
          <h3 className="sr-only">{isBlocks ? m.code_your_blocks() : m.code_your_code()}</h3>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RunControls
              running={running}
              onRun={() => void model.run()}
              onStop={runner.stop}
              onReset={model.reset}
              words={words}
            />
            <SaveIndicator status={model.saveStatus} localOnly={backend.saveCode === null} />
          </div>
          {runner.engine === 'python' ? <EngineStarting preparing={runner.preparing} /> : null}
          <CodeStepEditor
            language={step.language}
            open={hydrated && model.ready}
            code={model.code}
            blocks={model.blocks}
            toolbox={step.toolbox ?? []}
            // A guest's work is in the browser only: the page from the server knows just the starter.
            codeShown={backend.saveCode !== null ? model.code : null}
            label={
              isBlocks ? m.code_blocks_for({ title: step.title }) : m.code_code_for({ title: step.title })
            }
            errorLine={result?.outcome.error?.line ?? null}
            onCodeChange={model.changeCode}
            onBlocksChange={model.changeBlocks}
            onRun={() => void model.run()}
            blockNotes={props.blockNotes}
          />
          {isBlocks ? <BlocksKeyboardHelp /> : null}
          {isBlocks ? (
            <details className="rounded-xl bg-white p-3 text-sm">
              <summary className="cursor-pointer font-semibold text-slate-700">
                {m.code_see_javascript()}
              </summary>
              <pre className="mt-2 whitespace-pre-wrap font-mono" data-testid="blocks-javascript">
                {model.code || '// Join blocks under "when Run is clicked"'}
              </pre>
            </details>
          ) : (
            <p className="text-slate-600 text-sm">
              {m.code_editor_keys_before()} <kbd>Esc</kbd> {m.code_editor_keys_then()} <kbd>Tab</kbd>{' '}
              {m.code_editor_keys_after()}
            </p>
          )}
          {teacherView && solution ? (
            <details className="rounded-xl border border-violet-300 bg-violet-50 p-3" data-testid="solution">
              <summary className="flex cursor-pointer items-center gap-2 font-semibold text-violet-900">
                <Eye aria-hidden="true" className="size-4" />
                Solution (teachers only)
              </summary>
              <pre className="mt-2 whitespace-pre-wrap font-mono text-sm">{solution}</pre>
              <button
                type="button"
                onClick={model.putSolution}
                className="mt-2 rounded-lg bg-violet-700 px-3 py-1.5 font-semibold text-sm text-white hover:bg-violet-800 focus-visible:outline-3 focus-visible:outline-brand-500"
              >
                Put the solution in the editor
              </button>
            </details>
          ) : null}
        </div>

        <div className="min-w-0 space-y-3">
          {/* What the run came to sits above the turtle, where the child is looking, so that it is on
              the screen without scrolling at every size a class uses (the canvas shrinks with the
              screen's height below it). */}
          <div className="space-y-2 empty:hidden" data-testid="run-outcome">
            <RunMessages
              status={runner.status}
              error={result?.outcome.error ?? null}
              stop={result?.stop ?? null}
              problem={problem}
              words={words}
            />
            {report && !report.allPassed && !result?.outcome.error ? (
              <ChecksSummary report={report} words={words} step={step} />
            ) : null}
          </div>
          {/* A live region that is always there, so screen readers announce "Great job!" when it
              appears: once the turtle has finished walking. */}
          <div role="status" ref={model.celebrationRef}>
            {model.celebrating ? (
              <Celebration title={m.code_great_job()}>
                {props.onNext ? (
                  <button
                    type="button"
                    onClick={props.onNext}
                    className="inline-flex items-center gap-2 rounded-xl bg-green-700 px-5 py-2.5 font-bold text-lg text-white hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-brand-500"
                  >
                    {m.steps_next()}
                    <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                  </button>
                ) : null}
              </Celebration>
            ) : null}
          </div>
          {showsTurtle ? (
            <TurtleCanvas
              commands={model.commands}
              goal={goal ?? undefined}
              speed={speed}
              onDrawn={model.onDrawn}
            />
          ) : null}
          {showsTurtle ? <SpeedPicker value={speed} onChange={props.onSpeedChange} /> : null}
          <OutputConsole
            events={runner.events}
            status={runner.status}
            error={result?.outcome.error ?? null}
            stop={result?.stop ?? null}
            problem={problem}
            words={words}
            compact={!showsConsole}
            messagesApart
          />
        </div>
      </div>

      {step.kind === 'code' ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <ChecksList report={report} total={checksTotal} words={words} step={step} />
          <HintsPanel
            hints={step.hints}
            langs={step.hints.map((_, n) => langOf(step, `hints.${n}`))}
            shown={model.hintsShown}
            onShowNext={model.showNextHint}
            showAll={teacherView}
          />
        </div>
      ) : null}
    </div>
  )
}
