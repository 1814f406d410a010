import { createLink } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import type { AnchorHTMLAttributes, Ref } from 'react'
import { cn } from './cn'

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }

function TextAnchor({ className, ref, ...props }: AnchorProps) {
  return (
    <a
      ref={ref}
      {...props}
      className={cn('font-semibold text-brand-700 underline underline-offset-4', className)}
    />
  )
}

/** `boxed`: a white box with a border, beside the lesson's own buttons. */
function BackAnchor({
  children,
  className,
  boxed = false,
  ref,
  ...props
}: AnchorProps & { boxed?: boolean }) {
  return (
    <a
      ref={ref}
      {...props}
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-brand-500',
        boxed
          ? 'border-2 border-slate-300 bg-white text-base text-slate-900 hover:bg-slate-50'
          : 'text-brand-700 text-lg hover:bg-amber-100',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      {children}
    </a>
  )
}

/** A link inside text: brand colour, always underlined (not by colour alone). Router-typed `to`. */
export const TextLink = createLink(TextAnchor)

/** The way back to the page above: an arrow and where it goes ("My courses"). Router-typed `to`. */
export const BackLink = createLink(BackAnchor)
