import { ExternalLink, FileText, Image, Link2, NotebookPen, Presentation, Video } from 'lucide-react'
import type { ResourceItem } from '../resource-items.server'
import type { ResourceKind } from '../resources.schemas'
import { resourceKindLabels } from '../resources.schemas'

const kindIcons: Record<ResourceKind, typeof FileText> = {
  lesson_plan: NotebookPen,
  slides: Presentation,
  worksheet: FileText,
  video: Video,
  link: Link2,
}

function sizeLabel(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} KB`
}

/** "PDF · 1.2 MB" or "youtube.com". */
function resourceSource(item: ResourceItem): string {
  if (item.file) {
    const type = item.file.contentType === 'application/pdf' ? 'PDF' : 'Image'
    return `${type} · ${sizeLabel(item.file.sizeBytes)}`
  }
  try {
    return new URL(item.href).hostname.replace(/^www\./, '')
  } catch {
    return 'Link'
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
          {item.title}
          <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="text-slate-600 text-sm">
          {resourceKindLabels[item.kind]} · {resourceSource(item)}
        </p>
      </div>
    </div>
  )
}
