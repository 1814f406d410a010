import { createFileRoute } from '@tanstack/react-router'
import { ImportStudentsPage } from '@/features/imports/components/import-students-page'
import { importsQuery } from '@/features/imports/imports.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/dashboard/students/import/')({
  head: () => ({ meta: [{ title: m.imports_page_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(importsQuery()),
  component: ImportStudentsPage,
})
