import type { ReactNode } from 'react'

/** The frame of the sign-in screens: a centred card with a heading and an optional intro. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
}) {
  return (
    <section className="mx-auto w-full max-w-md" aria-labelledby="auth-card-title">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="auth-card-title" className="font-bold text-3xl tracking-tight">
          {title}
        </h1>
        {intro ? <div className="mt-2 text-slate-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-4 grid gap-2 text-center text-slate-700">{footer}</div> : null}
    </section>
  )
}
