import { useNavigate } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { useCanReach } from '@/features/auth/use-can-reach'
import { openLessonTemplate } from '../template-editor.functions'

/** Any template id: the guard's rule for the editor is the same for all of them. */
const SAMPLE_EDITOR_PATH = '/dashboard/editor/00000000-0000-4000-8000-000000000000'

/**
 * Staff only (the editor's access rule): opens the lesson's template, making it from the current
 * version the first time (a POST), then goes to the editor.
 */
export function EditLessonButton({ itemId }: { itemId: string }) {
  const canReach = useCanReach()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!canReach(SAMPLE_EDITOR_PATH)) return null
  const open = async () => {
    setBusy(true)
    setError(null)
    try {
      const { templateId } = await openLessonTemplate({ data: { itemId } })
      await navigate({ to: '/dashboard/editor/$templateUUID', params: { templateUUID: templateId } })
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'The editor did not open. Try again.')
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={busy}
        className="inline-flex items-center gap-2 rounded-lg border border-violet-700 bg-white px-4 py-2 font-semibold text-violet-900 hover:bg-violet-100 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60"
      >
        <Pencil aria-hidden="true" className="size-4" />
        {busy ? 'Opening…' : 'Edit lesson'}
      </button>
      {error ? (
        <p role="alert" className="w-full text-red-800">
          {error}
        </p>
      ) : null}
    </>
  )
}
