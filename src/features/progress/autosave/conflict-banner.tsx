import { Copy } from 'lucide-react'

interface ConflictBannerProps {
  onKeepMine: () => void
  onUseNewer: () => void
}

/**
 * Newer work on this step was saved somewhere else (another tab or computer). Both versions are
 * kept; the child picks which one to carry on with.
 */
export function ConflictBanner({ onKeepMine, onUseNewer }: ConflictBannerProps) {
  return (
    <section
      role="alert"
      data-testid="save-conflict"
      className="rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p className="flex items-start gap-2 font-bold text-lg">
        <Copy aria-hidden="true" className="mt-1 size-5 shrink-0" />
        This step was changed in another tab or on another computer.
      </p>
      <p className="mt-1">Don't worry: both versions are saved. Which one do you want to keep working on?</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onKeepMine}
          className="rounded-xl bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          Keep the code on this screen
        </button>
        <button
          type="button"
          onClick={onUseNewer}
          className="rounded-xl border-2 border-brand-600 bg-white px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
        >
          Use the other, newer version
        </button>
      </div>
    </section>
  )
}
