import { createLink } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { AnchorHTMLAttributes, Ref } from 'react'
import { cn } from '@/components/ui/cn'

function BackToCourseAnchor({
  children,
  className,
  ref,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a
      ref={ref}
      {...props}
      className={cn(
        'inline-flex items-center gap-2 rounded-xl border-2 border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-brand-500',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {children}
    </a>
  )
}

/** The lesson player's way back to its course: a router link, given `to` and `params`. */
export const BackToCourseLink = createLink(BackToCourseAnchor)
