import { createFileRoute } from '@tanstack/react-router'
import { FreeLessonsPage } from '@/features/courses/components/free-lessons-page'
import { freeLessonsQuery } from '@/features/courses/courses.queries'

export const Route = createFileRoute('/_public/free-lessons/')({
  head: () => ({ meta: [{ title: 'Free lessons · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(freeLessonsQuery()),
  component: FreeLessonsPage,
})
