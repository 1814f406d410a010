import { LoaderCircle } from 'lucide-react'
import { cn } from './cn'

/** A spinning circle; decorative (the surrounding control says what is happening). */
export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-5 animate-spin motion-reduce:animate-none', className)}
    />
  )
}
