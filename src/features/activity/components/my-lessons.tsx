import { Link } from '@tanstack/react-router'
import { Badge } from '@/components/ui/badge'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { count, relativeTime } from '@/lib/format'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { m } from '@/paraglide/messages'
import type { LessonActivity } from '../activity.server'

interface MyLessonsProps {
  lessons: LessonActivity[]
  totals: { completed: number; inProgress: number; minutes: number }
  /** Students open lessons in the student area, adults in the dashboard's teacher view. */
  lessonArea: 'student' | 'dashboard'
  now: Date
}

const statusBadges = {
  completed: { tone: 'success', label: m.progress_status_completed },
  in_progress: { tone: 'warning', label: m.progress_status_in_progress },
  not_started: { tone: 'neutral', label: m.progress_status_not_started },
} as const

/** "My lesson activity": the lessons I worked on, with status, tries and time. */
export function MyLessons({ lessons, totals, lessonArea, now }: MyLessonsProps) {
  const stats = [
    { label: m.activity_lessons_completed(), value: totals.completed },
    { label: m.progress_status_in_progress(), value: totals.inProgress },
    { label: m.activity_minutes_of_coding(), value: totals.minutes },
  ]
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-3 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-slate-600 text-sm">{stat.label}</dt>
            <dd className="font-bold text-3xl tabular-nums">{count(stat.value)}</dd>
          </div>
        ))}
      </dl>
      {lessons.length === 0 ? (
        <p className="rounded-xl border border-slate-300 border-dashed bg-white p-6 text-slate-700">
          {m.activity_no_lessons()}
        </p>
      ) : (
        <Table caption={m.activity_lessons_caption()} className="min-w-[40rem]">
          <TableHeader>
            <TableColumn>{m.activity_lesson()}</TableColumn>
            <TableColumn>{m.activity_status()}</TableColumn>
            <TableColumn numeric>{m.activity_tries()}</TableColumn>
            <TableColumn numeric>{m.activity_minutes()}</TableColumn>
            <TableColumn>{m.activity_last_worked_on()}</TableColumn>
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
                        <span lang={LESSON_CONTENT_LANG}>{lesson.lessonTitle}</span>
                      </Link>
                    ) : (
                      <Link
                        to="/dashboard/lesson/$cardSectionItemUUID"
                        params={{ cardSectionItemUUID: lesson.cardSectionItemId }}
                        className={linkClass}
                      >
                        <span lang={LESSON_CONTENT_LANG}>{lesson.lessonTitle}</span>
                      </Link>
                    )}
                    <p className="text-slate-600 text-sm" lang={LESSON_CONTENT_LANG}>
                      {lesson.courseTitle}
                    </p>
                  </TableCell>
                  <TableCell>
                    <Badge tone={badge.tone}>{badge.label()}</Badge>
                  </TableCell>
                  <TableCell numeric>{count(lesson.attempts)}</TableCell>
                  <TableCell numeric>{count(Math.round(lesson.timeSpentSeconds / 60))}</TableCell>
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
