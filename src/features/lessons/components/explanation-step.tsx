import { Play } from 'lucide-react'
import { Suspense, useMemo } from 'react'
import { Markdown } from '@/features/content/components/markdown'
import { OutputConsole } from '@/features/runner/components/output-console'
import type { DrawSpeed } from '@/features/runner/components/turtle-animation'
import { TurtleCanvas } from '@/features/runner/components/turtle-canvas'
import { turtleCommands } from '@/features/runner/runtime/turtle-geometry'
import type { Runner } from '@/features/runner/sandbox/use-runner'
import type { ExplanationStep as Explanation } from '../lesson-content.schemas'
import { LazyBlocksEditor } from './editors/lazy-editors'

interface ExplanationStepProps {
  step: Explanation
  runner: Runner
  speed: DrawSpeed
  hydrated: boolean
}

/** Text and a picture, and maybe a small example program to run and watch. */
export function ExplanationStep({ step, runner, speed, hydrated }: ExplanationStepProps) {
  const commands = useMemo(() => turtleCommands(runner.result?.outcome.events ?? []), [runner.result])
  const example = step.example
  return (
    <div className="space-y-4">
      <div className="prose-content text-lg">
        <Markdown>{step.body}</Markdown>
      </div>
      {step.image ? (
        <img
          src={step.image.src}
          alt={step.image.alt}
          className="max-h-72 rounded-xl border border-slate-200 bg-white"
        />
      ) : null}
      {example ? (
        <section
          aria-label="Example"
          className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm lg:grid-cols-2"
        >
          <div className="space-y-3">
            <h3 className="font-semibold text-slate-700">Example</h3>
            {example.blocks && hydrated ? (
              <Suspense fallback={<p>Getting the blocks ready…</p>}>
                <LazyBlocksEditor
                  program={example.blocks}
                  toolbox={[]}
                  onChange={() => {}}
                  readOnly
                  label="Example blocks"
                />
              </Suspense>
            ) : (
              <pre className="whitespace-pre-wrap rounded-xl bg-slate-900 p-3 font-mono text-slate-50">
                {example.code}
              </pre>
            )}
            <button
              type="button"
              onClick={() => void runner.run(example.code)}
              disabled={runner.status === 'running'}
              className="inline-flex items-center gap-2 rounded-xl bg-green-700 px-4 py-2 font-bold text-white hover:bg-green-800 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60"
            >
              <Play aria-hidden="true" className="size-4 fill-current" />
              Run the example
            </button>
          </div>
          <div className="space-y-3">
            {example.output !== 'console' ? (
              <TurtleCanvas commands={commands} speed={speed} label="Example drawing" />
            ) : null}
            <OutputConsole
              events={runner.events}
              status={runner.status}
              error={runner.result?.outcome.error ?? null}
              message={runner.result?.message ?? null}
              compact={example.output === 'turtle'}
            />
          </div>
        </section>
      ) : null}
    </div>
  )
}
