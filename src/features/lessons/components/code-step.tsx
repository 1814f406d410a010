import { ArrowRight, Eye, Sparkles } from 'lucide-react'
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { ConflictBanner, SaveIndicator, useAutosave } from '@/features/progress'
import type { DrawSpeed, Runner, TurtleCommand } from '@/features/runner'
import {
  type BlockProgram,
  BlockProgramError,
  blocksProblem,
  blocksToJavaScript,
  type CheckReport,
  EngineStarting,
  loadCheckEngine,
  OutputConsole,
  probesFor,
  RunControls,
  RunMessages,
  SpeedPicker,
  TurtleCanvas,
  turtleCommands,
} from '@/features/runner'
import type { FreeBuildStep } from '@/kernel/lesson-content/lesson-content.schemas'
import { browserStorage, localCopyKey, readLocalCopy } from '@/lib/local-copy'
import type { PlayerCodeStep, SavedCode } from '../lesson-views'
import { Celebration } from './celebration'
import { ChecksList, ChecksSummary } from './checks-list'
import { BlocksKeyboardHelp } from './editors/blocks-keyboard-help'
import { LazyBlocksEditor, LazyCodeEditor, LazyPythonEditor } from './editors/lazy-editors'
import { HintsPanel } from './hints-panel'
import { LessonText } from './lesson-text'
import type { PlayerBackend, StepReport } from './player-backend'

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
}

function codeOf(program: BlockProgram): string {
  try {
    return blocksToJavaScript(program)
  } catch (error) {
    if (error instanceof BlockProgramError) return ''
    throw error
  }
}

/** A code exercise or a free build: instructions, editor, Run, the output, checks and hints. */
export function CodeStep(props: CodeStepProps) {
  const { step, backend, runner, saved, goal, speed, onReport, teacherView, hydrated } = props
  const isBlocks = step.language === 'blocks'
  const Editor = step.language === 'python' ? LazyPythonEditor : LazyCodeEditor
  const words = isBlocks ? 'blocks' : 'code'
  const checks = step.kind === 'code' ? step.checks : []
  const starter = useMemo(
    () => ({ code: step.starter, blocksJson: (step.starterBlocks ?? null) as BlockProgram | null }),
    [step],
  )
  const storageKey = localCopyKey(backend.owner, backend.lessonKey, step.key)
  const { saver, state } = useAutosave({
    storageKey,
    enabled: backend.saveCode !== null,
    server: () => {
      if (saved) return saved
      if (backend.saveCode === null) {
        // Guests and previews: the browser's copy is the only copy.
        const local = readLocalCopy(browserStorage(), storageKey)
        if (local) return { revision: local.baseRevision, code: local.code, blocksJson: local.blocksJson }
      }
      return { revision: 0, ...starter }
    },
    save: (request) => backend.saveCode!(step.key, request),
  })

  const [code, setCode] = useState(saved?.code ?? step.starter)
  const [blocks, setBlocks] = useState<BlockProgram>(
    (saved?.blocksJson as BlockProgram | null) ?? step.starterBlocks ?? [],
  )
  const [report, setReport] = useState<CheckReport | null>(null)
  const [hintsShown, setHintsShown] = useState(0)
  const [passedNow, setPassedNow] = useState(false)
  /** Loose blocks or a missing start block, found when Run was pressed and the step not passed. */
  const [problem, setProblem] = useState<string | null>(null)
  /** The editor opens only once the autosaver has chosen the copy to show (decision 100). */
  const [ready, setReady] = useState(false)

  // The judge of a run loads once an exercise is on screen and the page is idle, so that neither the
  // lesson's first load nor the run itself (the page must keep painting) compiles it (decision 127).
  const isExercise = step.kind === 'code'
  useEffect(() => {
    if (!isExercise) return
    const preload = () => void loadCheckEngine().catch(() => {})
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(preload, { timeout: 3000 })
      : window.setTimeout(preload, 500)
    return () => {
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      else window.clearTimeout(idle)
    }
  }, [isExercise])

  // The editor starts from what the autosaver chose (unsaved local work wins over the server copy).
  useEffect(() => {
    if (!saver) return
    setCode(saver.initial.code)
    if (Array.isArray(saver.initial.blocksJson)) setBlocks(saver.initial.blocksJson as BlockProgram)
    setReady(true)
  }, [saver])

  const changeCode = useCallback(
    (next: string) => {
      setCode(next)
      saver?.change(next, null)
    },
    [saver],
  )

  const changeBlocks = useCallback(
    (program: BlockProgram) => {
      const next = codeOf(program)
      setBlocks(program)
      setCode(next)
      saver?.change(next, program)
    },
    [saver],
  )

  const run = useCallback(async () => {
    if (runner.status === 'running') return
    void saver?.flush()
    const ran = code
    const found = isBlocks ? blocksProblem(blocks) : null
    setReport(null)
    setPassedNow(false)
    setProblem(null)
    const judge = step.kind === 'code' ? loadCheckEngine() : null
    // A run that ends without an answer never awaits the judge; its failed load is then no error.
    judge?.catch(() => {})
    const result = await runner.run(ran, probesFor(checks))
    if (!result) return
    if (judge) {
      const finished = result.end === 'finished'
      const evaluateChecks = await judge
      const next = finished
        ? evaluateChecks(checks, {
            code: ran,
            outcome: result.outcome,
            words,
            ...(result.facts === undefined ? {} : { facts: result.facts }),
          })
        : null
      setReport(next)
      const passed = next?.results.filter((entry) => entry.passed).length ?? 0
      if (next?.allPassed) setPassedNow(true)
      else setProblem(found)
      onReport({
        stepKey: step.key,
        kind: 'run',
        done: next?.allPassed ?? false,
        checksPassed: passed,
        checksTotal: checks.length,
      })
    } else {
      setProblem(found)
      onReport({ stepKey: step.key, kind: 'run', done: result.end === 'finished' && !result.outcome.error })
    }
  }, [runner, saver, code, blocks, isBlocks, words, checks, step, onReport])

  // Ctrl/Cmd+Enter runs from anywhere on the page; Esc stops. The code editor handles its own.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
        if ((event.target as HTMLElement | null)?.closest?.('.cm-editor')) return
        event.preventDefault()
        void run()
      } else if (event.key === 'Escape' && runner.status === 'running') {
        runner.stop()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [run, runner])

  const reset = () => {
    setReport(null)
    setPassedNow(false)
    setProblem(null)
    runner.clear()
    setBlocks(starter.blocksJson ?? [])
    setCode(starter.code)
    saver?.change(starter.code, starter.blocksJson)
  }

  const resolve = (choice: 'mine' | 'theirs') => {
    if (!saver) return
    const version = saver.resolveConflict(choice)
    setCode(version.code)
    if (Array.isArray(version.blocksJson)) setBlocks(version.blocksJson as BlockProgram)
  }

  const result = runner.result
  const resting = runner.restingEvents
  // A run stopped before it drew anything shows the turtle at rest (Python's faces east).
  const commands = useMemo(
    () => turtleCommands(result?.outcome.events.length ? result.outcome.events : resting),
    [result, resting],
  )
  /** The commands the canvas has finished drawing: "Great job!" waits for the turtle's last step. */
  const [drawnCommands, setDrawnCommands] = useState<readonly TurtleCommand[] | null>(null)
  const drawingDone = step.output === 'console' || drawnCommands === commands
  const onDrawingChange = props.onDrawingChange
  useEffect(() => {
    onDrawingChange?.(!drawingDone)
  }, [drawingDone, onDrawingChange])
  useEffect(() => () => onDrawingChange?.(false), [onDrawingChange])
  // "Great job!" comes into view where the child is looking (it sits beside the canvas).
  const celebrationRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!passedNow || !drawingDone) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    celebrationRef.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' })
  }, [passedNow, drawingDone])

  const showsTurtle = step.output !== 'console'
  const showsConsole = step.output !== 'turtle'
  const running = runner.status === 'running'
  const solution = step.kind === 'code' ? step.solution : undefined
  const editorLabel = isBlocks ? `Blocks for: ${step.title}` : `Code for: ${step.title}`

  const editor =
    !hydrated || !ready ? (
      <pre className="min-h-64 whitespace-pre-wrap rounded-xl border border-slate-300 bg-white p-3 font-mono text-slate-700">
        {isBlocks
          ? 'Getting the blocks ready…'
          : // A guest's work is in the browser only: the page from the server knows just the starter.
            (backend.saveCode !== null && code) || 'Getting the editor ready…'}
      </pre>
    ) : (
      <Suspense
        fallback={
          <p className="flex min-h-64 items-center justify-center rounded-xl border border-slate-300 bg-white text-slate-700">
            {isBlocks ? 'Getting the blocks ready…' : 'Getting the editor ready…'}
          </p>
        }
      >
        {isBlocks ? (
          <LazyBlocksEditor
            program={blocks}
            toolbox={step.toolbox ?? []}
            onChange={changeBlocks}
            label={editorLabel}
          />
        ) : (
          <Editor
            value={code}
            onChange={changeCode}
            onRun={() => void run()}
            errorLine={result?.outcome.error?.line ?? null}
            label={editorLabel}
          />
        )}
      </Suspense>
    )

  return (
    <div className="space-y-4">
      {/* The instructions, Run and the program on the left, the canvas beside them from the top,
          all on one screen (decision 097). */}
      <div className="work-area">
        <div className="min-w-0 space-y-3">
          <LessonText readAloud={props.readAloud}>{step.instructions}</LessonText>
          {step.kind === 'free-build' && step.ideas?.length ? (
            <div className="rounded-xl bg-violet-50 p-4">
              <p className="flex items-center gap-2 font-semibold">
                <Sparkles aria-hidden="true" className="size-5 text-violet-700" />
                Ideas to try
              </p>
              <ul className="mt-1 list-disc pl-6">
                {step.ideas.map((idea) => (
                  <li key={idea}>{idea}</li>
                ))}
              </ul>
            </div>
          ) : null}

          {state.status === 'conflict' ? (
            <ConflictBanner onKeepMine={() => resolve('mine')} onUseNewer={() => resolve('theirs')} />
          ) : null}
          <h3 className="sr-only">{isBlocks ? 'Your blocks' : 'Your code'}</h3>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <RunControls
              running={running}
              onRun={() => void run()}
              onStop={runner.stop}
              onReset={reset}
              words={words}
            />
            <SaveIndicator status={state.status} localOnly={backend.saveCode === null} />
          </div>
          {runner.engine === 'python' ? <EngineStarting preparing={runner.preparing} /> : null}
          {editor}
          {isBlocks ? <BlocksKeyboardHelp /> : null}
          {isBlocks ? (
            <details className="rounded-xl bg-white p-3 text-sm">
              <summary className="cursor-pointer font-semibold text-slate-700">
                See the JavaScript your blocks make
              </summary>
              <pre className="mt-2 whitespace-pre-wrap font-mono" data-testid="blocks-javascript">
                {code || '// Join blocks under "when Run is clicked"'}
              </pre>
            </details>
          ) : (
            <p className="text-slate-600 text-sm">
              In the editor, press <kbd>Esc</kbd> then <kbd>Tab</kbd> to move on to the buttons.
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
                onClick={() => {
                  if (isBlocks && step.kind === 'code' && step.solutionBlocks)
                    changeBlocks(step.solutionBlocks)
                  else changeCode(solution)
                }}
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
            {report && !report.allPassed && !result?.outcome.error ? <ChecksSummary report={report} /> : null}
          </div>
          {/* A live region that is always there, so screen readers announce "Great job!" when it
              appears: once the turtle has finished walking. */}
          <div role="status" ref={celebrationRef}>
            {step.kind === 'code' && passedNow && drawingDone ? (
              <Celebration title="Great job! Every check passed.">
                {props.onNext ? (
                  <button
                    type="button"
                    onClick={props.onNext}
                    className="inline-flex items-center gap-2 rounded-xl bg-green-700 px-5 py-2.5 font-bold text-lg text-white hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-brand-500"
                  >
                    Next step
                    <ArrowRight aria-hidden="true" className="size-5" />
                  </button>
                ) : null}
              </Celebration>
            ) : null}
          </div>
          {showsTurtle ? (
            <TurtleCanvas
              commands={commands}
              goal={goal ?? undefined}
              speed={speed}
              onDrawn={() => setDrawnCommands(commands)}
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
          <ChecksList report={report} total={checks.length} words={words} />
          <HintsPanel
            hints={step.hints}
            shown={hintsShown}
            onShowNext={() => setHintsShown((n) => n + 1)}
            showAll={teacherView}
          />
        </div>
      ) : null}
    </div>
  )
}
