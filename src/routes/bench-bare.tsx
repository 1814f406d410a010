import { createFileRoute, notFound } from '@tanstack/react-router'
import { BENCH_BARE_ATTRIBUTE, benchBarePageOn } from '@/lib/bench-bare'

/**
 * /bench-bare: the smallest page through the same Start/Router stack (the root's shell and request
 * context, no layout, no data), the bench's reference (decision 129). A 404 unless BENCH_BARE_PAGE=1.
 */
export const Route = createFileRoute('/bench-bare')({
  beforeLoad: () => {
    if (!benchBarePageOn()) throw notFound()
  },
  head: () => ({ meta: [{ title: 'Bare page · CodeSchool' }] }),
  component: BareBenchPage,
})

function BareBenchPage() {
  return <p {...{ [BENCH_BARE_ATTRIBUTE]: '' }}>Bare page</p>
}
