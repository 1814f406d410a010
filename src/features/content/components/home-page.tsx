import { Link } from '@tanstack/react-router'
import { m } from '@/paraglide/messages'

/** /: the product's home page: a free lesson, finding a school, starting one. */
export function HomePage() {
  return (
    <section className="grid gap-10 py-8 md:grid-cols-2 md:items-center">
      <div>
        <h1 className="font-bold text-5xl tracking-tight">{m.guest_home_title()}</h1>
        <p className="mt-4 text-slate-700 text-xl">{m.guest_home_lead()}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/free-lessons" className="nav-link nav-link-primary px-5 py-3 text-lg">
            {m.guest_home_try()}
          </Link>
          <Link to="/go-to-school" className="nav-link px-5 py-3 text-lg">
            {m.guest_home_find_school()}
          </Link>
          <Link to="/signup" className="nav-link px-5 py-3 text-lg">
            {m.guest_home_start_school()}
          </Link>
        </div>
      </div>
    </section>
  )
}
