import { PartyPopper } from 'lucide-react'
import type { ReactNode } from 'react'

interface CelebrationProps {
  title: string
  children?: ReactNode
  /** The whole lesson is finished: the bigger party. */
  big?: boolean
}

const CONFETTI = ['#f43f5e', '#f59e0b', '#10b981', '#3b82f6', '#8b5cf6', '#ec4899']

const confettiCss = `@keyframes codeschool-confetti {
  0% { transform: translateY(-10px) rotate(0deg); opacity: 1; }
  100% { transform: translateY(160px) rotate(540deg); opacity: 0; }
}
.confetti-piece { animation: codeschool-confetti 1.6s ease-out forwards; }`

/**
 * Well done! A little party when checks pass, a bigger one when the lesson is finished. Put it in
 * a live region (`role="status"`) that is already on the page, so screen readers announce it.
 */
export function Celebration({ title, children, big }: CelebrationProps) {
  return (
    <section
      data-testid={big ? 'lesson-complete' : 'step-complete'}
      className={`relative overflow-hidden rounded-2xl border-2 border-green-500 bg-green-50 p-5 text-green-950 ${big ? 'text-center' : ''}`}
    >
      <style href="codeschool-confetti" precedence="default">
        {confettiCss}
      </style>
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 motion-reduce:hidden">
        {Array.from({ length: big ? 24 : 12 }, (_, n) => (
          <span
            key={n}
            className="confetti-piece absolute top-0 block size-2 rounded-sm"
            style={{
              left: `${(n * 37) % 100}%`,
              backgroundColor: CONFETTI[n % CONFETTI.length],
              animationDelay: `${(n % 6) * 0.12}s`,
            }}
          />
        ))}
      </div>
      <p
        className={`relative flex items-center gap-2 font-bold ${big ? 'justify-center text-3xl' : 'text-xl'}`}
      >
        <PartyPopper aria-hidden="true" className={big ? 'size-9 text-green-700' : 'size-6 text-green-700'} />
        {title}
      </p>
      {children ? <div className="relative mt-3">{children}</div> : null}
    </section>
  )
}
