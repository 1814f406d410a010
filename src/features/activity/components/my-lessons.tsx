import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/ui/badge'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { relativeTime } from '@/lib/format'
import type { LessonActivity } from '../activity.server'

interface MyLessonsProps {
  lessons: LessonActivity[]
  totals: { completed: number; inProgress: number; minutes: number }
  /** Students open lessons in the student area, adults in the dashboard's teacher view. */
  lessonArea: 'student' | 'dashboard'
  now: Date
}

const statusBadges = {
  completed: { tone: 'success', label: 'Completed' },
  in_progress: { tone: 'warning', label: 'In progress' },
  not_started: { tone: 'neutral', label: 'Not started' },
} as const

/** "My lesson activity": the lessons I worked on, with status, tries and time. */
export function MyLessons({ lessons, totals, lessonArea, now }: MyLessonsProps) {
  const stats = [
    { label: 'Lessons completed', value: totals.completed },
    { label: 'In progress', value: totals.inProgress },
    { label: 'Minutes of coding', value: totals.minutes },
  ]
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-3 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-slate-600 text-sm">{stat.label}</dt>
            <dd className="font-bold text-3xl tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
      {lessons.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-700">
          No lessons yet. Lessons you open show up here with how far you got.
        </p>
      ) : (
        <Table caption="My lessons, most recent first" className="min-w-[40rem]">
          <TableHeader>
            <TableColumn>Lesson</TableColumn>
            <TableColumn>Status</TableColumn>
            <TableColumn numeric>Tries</TableColumn>
            <TableColumn numeric>Minutes</TableColumn>
            <TableColumn>Last worked on</TableColumn>
          </TableHeader>
          <TableBody>
            {lessons.map((lesson) => {
              const badge = statusBadges[lesson.status]
              const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline'
              return (
                <tr key={lesson.progressId}>
                  <TableCell>
                    {lessonArea === 'student' ? (
                      <Link
                        to="/student/lesson/$cardSectionItemUUID"
                        params={{ cardSectionItemUUID: lesson.cardSectionItemId }}
                        className={linkClass}
                      >
                        {lesson.lessonTitle}
                      </Link>
                    ) : (
                      <Link
                        to="/dashboard/lesson/$cardSectionItemUUID"
                        params={{ cardSectionItemUUID: lesson.cardSectionItemId }}
                        className={linkClass}
                      >
                        {lesson.lessonTitle}
                      </Link>
                    )}
                    <p className="text-slate-600 text-sm">{lesson.courseTitle}</p>
                  </TableCell>
                  <TableCell>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </TableCell>
                  <TableCell numeric>{lesson.attempts}</TableCell>
                  <TableCell numeric>{Math.round(lesson.timeSpentSeconds / 60)}</TableCell>
                  <TableCell className="text-slate-700">{relativeTime(lesson.updatedAt, now)}</TableCell>
                </tr>
              )
            })}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
