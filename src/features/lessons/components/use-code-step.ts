import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useAutosave } from '@/features/progress'
import type { Runner, TurtleCommand } from '@/features/runner'
import {
  type BlockProgram,
  BlockProgramError,
  blocksProblem,
  blocksToJavaScript,
  type CheckReport,
  loadCheckEngine,
  probesFor,
  turtleCommands,
} from '@/features/runner'
import type { FreeBuildStep } from '@/kernel/lesson-content/lesson-content.schemas'
import { browserStorage, localCopyKey, readLocalCopy } from '@/lib/local-copy'
import type { PlayerCodeStep, SavedCode } from '../lesson-views'
import type { PlayerBackend, StepReport } from './player-backend'

export interface CodeStepState {
  step: PlayerCodeStep | FreeBuildStep
  backend: PlayerBackend
  runner: Runner
  saved: SavedCode | null
  onReport: (report: StepReport) => void
  /** Told whether the turtle is still walking (the lesson's own celebration waits for it too). */
  onDrawingChange?: ((drawing: boolean) => void) | undefined
}

function codeOf(program: BlockProgram): string {
  try {
    return blocksToJavaScript(program)
  } catch (error) {
    if (error instanceof BlockProgramError) return ''
    throw error
  }
}

/** The judge of a run loads once an exercise is on screen and the page is idle (decision 127). */
function usePreloadedJudge(isExercise: boolean) {
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
}

/**
 * The state of a code exercise or a free build: the program (code, and blocks for a blocks step)
 * kept by the autosaver, Run with its checks, Start again, the conflict's choice, the hints shown,
 * and "Great job!" once every check passed and the turtle has finished walking. The view
 * (CodeStep) only shows it.
 */
export function useCodeStep({ step, backend, runner, saved, onReport, onDrawingChange }: CodeStepState) {
  const isBlocks = step.language === 'blocks'
  const words = isBlocks ? ('blocks' as const) : ('code' as const)
  const checks = useMemo(() => (step.kind === 'code' ? step.checks : []), [step])
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

  usePreloadedJudge(step.kind === 'code')

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

  /** Teachers: the solution goes into the editor as blocks or as code. */
  const putSolution = () => {
    if (step.kind !== 'code' || step.solution === undefined) return
    if (isBlocks && step.solutionBlocks) changeBlocks(step.solutionBlocks)
    else changeCode(step.solution)
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
  useEffect(() => {
    onDrawingChange?.(!drawingDone)
  }, [drawingDone, onDrawingChange])
  useEffect(() => () => onDrawingChange?.(false), [onDrawingChange])
  // "Great job!" comes into view where the child is looking (it sits beside the canvas).
  const celebrationRef = useRef<HTMLDivElement>(null)
  const celebrating = step.kind === 'code' && passedNow && drawingDone
  useEffect(() => {
    if (!celebrating) return
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    celebrationRef.current?.scrollIntoView({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' })
  }, [celebrating])

  return {
    isBlocks,
    words,
    checks,
    code,
    blocks,
    ready,
    saveStatus: state.status,
    report,
    problem,
    hintsShown,
    showNextHint: () => setHintsShown((n) => n + 1),
    celebrating,
    celebrationRef,
    commands,
    onDrawn: () => setDrawnCommands(commands),
    changeCode,
    changeBlocks,
    run,
    reset,
    resolve,
    putSolution,
  }
}

export type CodeStepModel = ReturnType<typeof useCodeStep>
