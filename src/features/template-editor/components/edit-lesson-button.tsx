import { useNavigate } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { Spinner } from '@/components/ui/spinner'
import { useCanReach } from '@/lib/request-context/use-can-reach'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
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
  const action = useAction()
  if (!canReach(SAMPLE_EDITOR_PATH)) return null
  const busy = action.pending
  const open = () =>
    action.run('open', async () => {
      const { templateId } = await openLessonTemplate({ data: { itemId } })
      await navigate({ to: '/dashboard/editor/$templateUUID', params: { templateUUID: templateId } })
    })
  return (
    <>
      <button
        type="button"
        onClick={open}
        disabled={busy}
        aria-busy={busy || undefined}
        className="inline-flex items-center gap-2 rounded-lg border border-violet-700 bg-white px-4 py-2 font-semibold text-violet-900 hover:bg-violet-100 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60"
      >
        {busy ? <Spinner small /> : <Pencil aria-hidden="true" className="size-4" />}
        {busy ? m.template_editor_opening() : m.template_editor_edit_lesson()}
      </button>
      {action.error ? (
        <p role="alert" className="w-full text-red-800">
          {action.error}
        </p>
      ) : null}
    </>
  )
}
