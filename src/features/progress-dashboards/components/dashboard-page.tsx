import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type ReactNode, useMemo } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { Select } from '@/components/ui/select'
import { TextLink } from '@/components/ui/text-link'
import { CONCEPTS, hasConcept } from '@/kernel/lesson-content'
import type { PractisedConcept } from '@/kernel/lesson-content/lesson-content.schemas'
import { m } from '@/paraglide/messages'
import { dashboardGridQuery } from '../progress-dashboards.queries'
import { ProgressGridTable, StatusLegend } from './progress-grid-table'
import { conceptLabel } from './progress-words'
import { SectionSummaryTable } from './section-summary'

interface DashboardPageProps {
  dashboardId: string
  /** The section whose lessons are shown; all of them without one. */
  section?: string
  /** Only the lessons that practise this big idea, and who has shown it (decision 120). */
  concept?: PractisedConcept
  /** The class's review results download (the review queue's widget, passed in by the route). */
  resultsDownload?: (ids: { classId: string; cardId: string }) => ReactNode
}

/**
 * /dashboard/progress/$dashboardUUID: a class's progress in a course, one row per student and one
 * column per lesson, with a summary by section.
 */
export function DashboardPage({ dashboardId, section, concept, resultsDownload }: DashboardPageProps) {
  const navigate = useNavigate({ from: '/dashboard/progress/$dashboardUUID' })
  // Refetched every 15 s and when the window regains focus (the query's options).
  const { data: grid } = useSuspenseQuery(dashboardGridQuery(dashboardId))
  const columns = useMemo(
    () =>
      grid.lessons.flatMap((lesson, index) =>
        (!section || lesson.sectionId === section) && (!concept || hasConcept(lesson.practises, concept))
          ? [index]
          : [],
      ),
    [grid.lessons, section, concept],
  )
  const practised = CONCEPTS.filter((entry) =>
    grid.lessons.some((lesson) => hasConcept(lesson.practises, entry)),
  )
  return (
    <section className="space-y-6">
      <PageHeader
        title={
          <span translate="no" dir="auto">
            {grid.title}
          </span>
        }
        description={
          <>
            <TextLink to="/dashboard/progress">{m.progress_all_dashboards()}</TextLink> ·{' '}
            {m.onboarding_students_count({ count: grid.students.length })} ·{' '}
            {m.progress_lessons_count({ count: grid.lessons.length })} · {m.progress_updates_every()}
          </>
        }
        actions={resultsDownload?.({ classId: grid.schoolClass.id, cardId: grid.card.id })}
      />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <label htmlFor="grid-section" className="font-semibold text-sm">
            {m.progress_section()}
          </label>
          <Select
            id="grid-section"
            value={section ?? ''}
            onChange={(event) =>
              void navigate({ search: (prev) => ({ ...prev, section: event.target.value || undefined }) })
            }
          >
            <option value="">{m.progress_all_sections()}</option>
            {grid.sections.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.title}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1">
          <label htmlFor="grid-concept" className="font-semibold text-sm">
            {m.progress_big_idea()}
          </label>
          <Select
            id="grid-concept"
            value={concept ?? ''}
            onChange={(event) =>
              void navigate({
                search: (prev) => ({
                  ...prev,
                  concept: (event.target.value || undefined) as PractisedConcept | undefined,
                }),
              })
            }
          >
            <option value="">{m.progress_every_big_idea()}</option>
            {practised.map((entry) => (
              <option key={entry} value={entry}>
                {conceptLabel[entry]()}
              </option>
            ))}
          </Select>
        </div>
        <StatusLegend />
      </div>
      {grid.students.length === 0 ? (
        <p className="text-slate-600">{m.progress_no_students()}</p>
      ) : (
        <ProgressGridTable
          caption={
            concept
              ? m.progress_grid_caption_concept({
                  name: grid.schoolClass.name,
                  course: grid.card.title,
                  concept: conceptLabel[concept](),
                })
              : m.progress_grid_caption({ name: grid.schoolClass.name, course: grid.card.title })
          }
          classId={grid.schoolClass.id}
          cardId={grid.card.id}
          lessons={grid.lessons}
          columns={columns}
          students={grid.students}
          concept={concept}
        />
      )}
      <div className="space-y-2">
        <h2 className="font-semibold text-xl">{m.progress_by_section()}</h2>
        <SectionSummaryTable
          summary={section ? grid.summary.filter((row) => row.sectionId === section) : grid.summary}
          concepts={grid.concepts}
          students={grid.students.length}
        />
      </div>
    </section>
  )
}
