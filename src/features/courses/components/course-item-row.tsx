import { ExternalLink, Eye, Link2, Link2Off } from 'lucide-react'
import type { ReactNode } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { TeacherCourse } from '../teacher-courses.server'
import { CopyButton } from './copy-link-button'
import { resourceLabel } from './resource-label'

type CourseItem = TeacherCourse['sections'][number]['items'][number]

interface CourseItemRowProps {
  item: CourseItem
  /** The item's share link, when it has one. */
  share: TeacherCourse['shares'][number] | undefined
  shareUrl: (shareId: string) => string
  renderPreviewLink: (itemId: string, children: ReactNode) => ReactNode
  /** A call of the page is running (one at a time): the buttons wait. */
  busy: boolean
  /** This item's call is running: its button spins. */
  pending: boolean
  /** Shares this item, through the page's busy state. */
  onShare: () => Promise<unknown>
  /** Ends its share link, through the page's busy state. */
  onRevoke: (shareId: string) => Promise<unknown>
}

/** One item of a course's section: a lesson (preview, share, stop sharing) or a resource (open). */
export function CourseItemRow({
  item,
  share,
  shareUrl,
  renderPreviewLink,
  busy,
  pending,
  onShare,
  onRevoke,
}: CourseItemRowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4" data-testid="course-item">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {item.kind === 'resource' ? (
            resourceLabel(item.resource?.kind ?? 'link', item.title)
          ) : (
            <span lang={LESSON_CONTENT_LANG}>{item.title}</span>
          )}
          {item.isFree ? (
            <span className="ms-2 rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-900 text-xs">
              {m.courses_teacher_free_lesson()}
            </span>
          ) : null}
        </p>
        {item.summary ? (
          <p className="text-slate-600 text-sm" lang={LESSON_CONTENT_LANG}>
            {item.summary}
          </p>
        ) : null}
        {share ? (
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <Link2 aria-hidden="true" className="size-4 text-green-700" />
            <span className="font-semibold text-green-800">{m.sharing_shared()}</span>
            <code className="rounded bg-slate-100 px-1 break-all" data-testid="share-url" dir="ltr">
              {shareUrl(share.id)}
            </code>
            <CopyButton text={shareUrl(share.id)} />
          </p>
        ) : null}
      </div>
      {item.kind === 'lesson' ? (
        <div className="flex flex-wrap gap-2">
          {renderPreviewLink(
            item.id,
            <span className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-sm hover:bg-slate-50">
              <Eye aria-hidden="true" className="size-4" />
              {m.courses_teacher_preview()}
              <span className="sr-only" lang={LESSON_CONTENT_LANG}>
                {' '}
                {item.title}
              </span>
            </span>,
          )}
          {share ? (
            <button
              type="button"
              disabled={busy}
              aria-busy={pending || undefined}
              onClick={() => void onRevoke(share.id)}
              className="inline-flex items-center gap-1 rounded-lg border border-red-300 px-3 py-1.5 font-semibold text-red-800 text-sm hover:bg-red-50 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60"
            >
              {pending ? <Spinner small /> : <Link2Off aria-hidden="true" className="size-4" />}
              {m.sharing_stop_sharing()}
              <span className="sr-only" lang={LESSON_CONTENT_LANG}>
                {' '}
                {item.title}
              </span>
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              aria-busy={pending || undefined}
              onClick={() => void onShare()}
              className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500 disabled:opacity-60"
            >
              {pending ? <Spinner small /> : <Link2 aria-hidden="true" className="size-4" />}
              {m.sharing_share()}
              <span className="sr-only" lang={LESSON_CONTENT_LANG}>
                {' '}
                {item.title}
              </span>
            </button>
          )}
        </div>
      ) : item.resource?.url ? (
        <a
          href={item.resource.url}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-3 py-1.5 font-semibold text-sm hover:bg-slate-50"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {m.courses_teacher_open()}
          <span className="sr-only" translate="no">
            {' '}
            {item.title}
          </span>
        </a>
      ) : null}
    </li>
  )
}
