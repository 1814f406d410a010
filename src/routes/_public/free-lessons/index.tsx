import { createFileRoute } from '@tanstack/react-router'
import { FreeLessonsPage } from '@/features/courses/components/free-lessons-page'
import { freeLessonsQuery } from '@/features/courses/courses.queries'
import { m } from '@/paraglide/messages'

export const Route = createFileRoute('/_public/free-lessons/')({
  head: () => ({ meta: [{ title: m.guest_title_free_lessons() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(freeLessonsQuery()),
  component: FreeLessonsPage,
})
