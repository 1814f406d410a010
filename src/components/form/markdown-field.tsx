import type { ReactNode } from 'react'
import { Markdown } from '@/components/ui/markdown'
import { useFieldContext } from './form-contexts'
import { TextareaField } from './textarea-field'

interface MarkdownFieldProps {
  label: ReactNode
  /** What the preview is of, e.g. "How the page looks". */
  previewLabel?: string
  /** How markdown is written, and what the preview says while the text is empty (English by default). */
  hint?: string
  emptyText?: string
  rows?: number
}

const MARKDOWN_HINT = '## for a heading, **bold**, - for a list, [words](https://…) for a link.'

/**
 * `field.MarkdownField`: the one markdown editor — the text on one side and, beside it, the text
 * as readers will see it, updated while typing.
 */
export function MarkdownField({
  label,
  previewLabel = 'Preview',
  hint = MARKDOWN_HINT,
  emptyText = 'Nothing written yet.',
  rows = 18,
}: MarkdownFieldProps) {
  const field = useFieldContext<string>()
  const value = field.state.value ?? ''
  const previewId = `${field.name}-preview`
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TextareaField label={label} hint={hint} rows={rows} look="code" />
      <section
        aria-labelledby={previewId}
        className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id={previewId} className="mb-4 font-semibold text-slate-600 text-sm uppercase tracking-wide">
          {previewLabel}
        </h2>
        {/* The text someone wrote, in their words: not words of the product. */}
        {value.trim() ? (
          <div translate="no">
            <Markdown>{value}</Markdown>
          </div>
        ) : (
          <p className="text-slate-600">{emptyText}</p>
        )}
      </section>
    </div>
  )
}
