import { LoaderCircle } from 'lucide-react'
import { cn } from './cn'

/** A spinning circle; decorative (the surrounding control says what is happening). */
export function Spinner({ small = false }: { small?: boolean }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('animate-spin motion-reduce:animate-none', small ? 'size-4' : 'size-5')}
    />
  )
}
