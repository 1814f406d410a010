import { ExternalLink, FileText, Image, Link2, NotebookPen, Presentation, Video } from 'lucide-react'
import type { ReactNode } from 'react'
import { count } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ResourceItem } from '../resource-items.server'
import type { ResourceKind } from '../resources.schemas'

const kindIcons: Record<ResourceKind, typeof FileText> = {
  lesson_plan: NotebookPen,
  slides: Presentation,
  worksheet: FileText,
  video: Video,
  link: Link2,
}

/** A resource's kind in the page's language. */
const resourceKindWords: Record<ResourceKind, () => string> = {
  lesson_plan: m.student_resource_kind_lesson_plan,
  slides: m.student_resource_kind_slides,
  worksheet: m.student_resource_kind_worksheet,
  video: m.student_resource_kind_video,
  link: m.student_resource_kind_link,
}

/** "1.2 MB", "300 KB", the number in the page's language. */
function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return m.student_resource_size_mb({ size: count(Math.round(bytes / 1024 / 102.4) / 10) })
  return m.student_resource_size_kb({ size: count(Math.max(1, Math.round(bytes / 1024))) })
}

/** "PDF · 1.2 MB" or "youtube.com" (an address is not a word of the product: it stays as it is). */
function resourceSource(item: ResourceItem): ReactNode {
  if (item.file) {
    const type =
      item.file.contentType === 'application/pdf' ? m.student_resource_pdf() : m.student_resource_image()
    return `${type} · ${sizeLabel(item.file.sizeBytes)}`
  }
  try {
    return (
      <span translate="no" dir="ltr">
        {new URL(item.href).hostname.replace(/^www\./, '')}
      </span>
    )
  } catch {
    return m.student_resource_kind_link()
  }
}

/** A resource's title as a link that opens it in a new tab, with its kind and where it comes from. */
export function ResourceTitle({ item, large = false }: { item: ResourceItem; large?: boolean }) {
  const Icon = item.file?.contentType.startsWith('image/') ? Image : kindIcons[item.kind]
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Icon
        aria-hidden="true"
        className={large ? 'mt-0.5 size-8 shrink-0 text-brand-600' : 'mt-0.5 size-5 shrink-0 text-brand-600'}
      />
      <div className="min-w-0">
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          className={`inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline ${large ? 'text-xl' : ''}`}
        >
          <span translate="no" dir="auto">
            {item.title}
          </span>
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">{m.student_resource_opens_new_tab()}</span>
        </a>
        <p className="text-slate-600 text-sm">
          {resourceKindWords[item.kind]()} · {resourceSource(item)}
        </p>
      </div>
    </div>
  )
}
