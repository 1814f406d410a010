import { Link } from '@tanstack/react-router'

/** /: the product's home page: a free lesson, finding a school, starting one. */
export function HomePage() {
  return (
    <section className="grid gap-10 py-8 md:grid-cols-2 md:items-center">
      <div>
        <h1 className="font-bold text-5xl tracking-tight">Every child can code.</h1>
        <p className="mt-4 text-slate-700 text-xl">
          Real courses in blocks and JavaScript, classes that join in a minute, and progress a teacher can
          read at a glance.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/free-lessons" className="nav-link nav-link-primary px-5 py-3 text-lg">
            Try a free lesson
          </Link>
          <Link to="/go-to-school" className="nav-link px-5 py-3 text-lg">
            Find your school
          </Link>
          <Link to="/signup" className="nav-link px-5 py-3 text-lg">
            Start your school
          </Link>
        </div>
      </div>
    </section>
  )
}
