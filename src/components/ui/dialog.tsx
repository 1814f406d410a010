import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages'
import { cn } from './cn'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  className?: string
}

/** A modal dialog (Radix): focus trapped and returned, Escape closes, title and description announced. */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <DialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
            className,
          )}
        >
          {/* A long word (or a language that writes long ones) wraps inside the dialog. */}
          <div className="grid gap-1 pe-8 [overflow-wrap:anywhere]">
            <DialogPrimitive.Title className="font-bold text-xl">{title}</DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="text-slate-700">
                {description}
              </DialogPrimitive.Description>
            ) : (
              <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
            )}
          </div>
          {children}
          <DialogPrimitive.Close
            className="absolute end-4 top-4 rounded-lg p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-brand-500"
            aria-label={m.dashboard_close()}
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
