import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { m } from '@/paraglide/messages'

/** Copies a link to the clipboard and says Copied for a moment. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true)
          window.setTimeout(() => setCopied(false), 2000)
        })
      }}
      className="inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-2 py-1 font-semibold text-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      {copied ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <Copy aria-hidden="true" className="size-4" />
      )}
      {copied ? m.sharing_copied() : m.sharing_copy_link()}
    </button>
  )
}
