import { PageHeader } from './page-header'

interface ComingSoonProps {
  title: string
  description?: string
}

/** A screen whose route, access rule and layout exist but whose content is not built yet. */
export function ComingSoon({ title, description }: ComingSoonProps) {
  return (
    <section>
      <PageHeader title={title} description={description} />
      <p className="rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-600">
        This part of CodeSchool is on its way.
      </p>
    </section>
  )
}
