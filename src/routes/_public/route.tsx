import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router'
import { PublicLayout } from '@/components/layouts/public-layout'
import { StudentLayout } from '@/components/layouts/student-layout'

/** Public pages a child uses: the children's layout, without the adults' links (decision 097). */
const CHILDREN_PAGES: readonly string[] = ['/join']

export const Route = createFileRoute('/_public')({
  component: PublicPages,
})

function PublicPages() {
  const forChildren = useRouterState({
    select: (state) => CHILDREN_PAGES.includes(state.location.pathname.replace(/\/+$/, '') || '/'),
  })
  if (forChildren)
    return (
      <StudentLayout nav={false}>
        <Outlet />
      </StudentLayout>
    )
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  )
}
