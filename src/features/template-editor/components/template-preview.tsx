import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Eye } from 'lucide-react'
import { LessonPlayer } from '@/features/lessons'
import { m } from '@/paraglide/messages'
import { templatePreviewQuery } from '../template-editor.queries'

/**
 * The saved draft in the student player, exactly as a child meets it (no solutions, hints one at
 * a time). Mode "teacher": the player's backend keeps work in the tab only, nothing is saved.
 */
export function TemplatePreview({ templateId }: { templateId: string }) {
  const { data } = useSuspenseQuery(templatePreviewQuery(templateId))
  return (
    <LessonPlayer
      data={data}
      teacherView={false}
      banner={
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-amber-950">
          <p className="flex items-center gap-2">
            <Eye aria-hidden="true" className="size-5" />
            {m.template_editor_preview_banner()}
          </p>
          <Link
            to="/dashboard/editor/$templateUUID"
            params={{ templateUUID: templateId }}
            className="rounded-lg bg-amber-800 px-4 py-2 font-semibold text-white hover:bg-amber-900 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {m.template_editor_back_to_editor()}
          </Link>
        </div>
      }
    />
  )
}
