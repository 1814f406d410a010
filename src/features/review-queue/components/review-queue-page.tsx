import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Suspense, useCallback, useEffect, useMemo } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { Alert } from '@/components/ui/alert'
import { Select } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { useRunner } from '@/features/runner'
import { PRACTISED_CONCEPTS, type PractisedConcept } from '@/kernel/lesson-content/concepts.schemas'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { messageParts } from '@/lib/i18n/message-parts'
import { m } from '@/paraglide/messages'
import type { QueueStudent } from '../class-queue.server'
import { FILTER_LABELS, filterQueue, nextUnreviewed, QUEUE_FILTERS, type QueueFilter } from '../queue-filters'
import { queueWorkQuery, reviewQueueQuery } from '../review-queue.queries'
import { ChildWork } from './child-work'
import { ClassResultsDownload } from './class-results-download'
import { QueueKeysLegend } from './queue-keys-legend'
import { typing } from './typing'

interface QueueSearch {
  student?: string
  filter?: QueueFilter
  concept?: string
}

/** A big idea's name in the page's language (the progress screens' words). */
const CONCEPT_WORDS: Record<PractisedConcept, () => string> = {
  sequences: m.progress_concept_sequences,
  loops: m.progress_concept_loops,
  events: m.progress_concept_events,
  variables: m.progress_concept_variables,
  conditions: m.progress_concept_conditions,
  functions: m.progress_concept_functions,
}

/** A big idea the product names, in the page's language; another one as the lesson writes it. */
function IdeaLabel({ idea }: { idea: string }) {
  if ((PRACTISED_CONCEPTS as readonly string[]).includes(idea))
    return <>{CONCEPT_WORDS[idea as PractisedConcept]()}</>
  return <>{idea.charAt(0).toUpperCase() + idea.slice(1).replaceAll('-', ' ')}</>
}

/** A name someone typed, read in its own direction and left untranslated. */
const Name = ({ children }: { children: string }) => (
  <span translate="no" dir="auto">
    {children}
  </span>
)

/**
 * /dashboard/groups/$groupUUID/review/$itemUUID: every child's latest work on one lesson, one after
 * another (decision 193). The neighbours' work is fetched ahead, so next and previous show at once.
 */
export function ReviewQueuePage({
  classId,
  itemId,
  search,
}: {
  classId: string
  itemId: string
  search: QueueSearch
}) {
  const { data: queue } = useSuspenseQuery(reviewQueueQuery(classId, itemId))
  const navigate = useNavigate({ from: '/dashboard/groups/$groupUUID/review/$itemUUID' })
  const queryClient = useQueryClient()
  // One sandbox for the whole queue, the lesson's own engine (what the child's player runs in).
  const runner = useRunner(queue.lesson.engine)
  const filter = search.filter ?? 'all'
  const matching = useMemo(
    () => filterQueue(queue.students, filter, search.concept),
    [queue.students, filter, search.concept],
  )
  const wanted =
    search.student ?? (matching.find((child) => child.status !== 'not_started') ?? matching[0])?.id
  // The child on screen stays in the list while the filter would drop them (just reviewed).
  const list = useMemo(() => {
    const ids = new Set(matching.map((child) => child.id))
    return queue.students.filter((child) => ids.has(child.id) || child.id === wanted)
  }, [queue.students, matching, wanted])
  const index = Math.max(
    0,
    list.findIndex((child) => child.id === wanted),
  )
  const current: QueueStudent | undefined = list[index]
  const previous = index > 0 ? list[index - 1] : undefined
  const next = index < list.length - 1 ? list[index + 1] : undefined

  const show = useCallback(
    (student: QueueStudent | null | undefined) => {
      if (student) void navigate({ search: (prev) => ({ ...prev, student: student.id }), replace: true })
    },
    [navigate],
  )

  // Fetch the neighbours' work ahead (decision 193: next and previous answer from memory).
  useEffect(() => {
    for (const child of [next, previous, list[index + 2]]) {
      if (child && child.status !== 'not_started')
        void queryClient.prefetchQuery(queueWorkQuery(classId, itemId, child.id))
    }
  }, [queryClient, classId, itemId, next, previous, list, index])

  const toReview = queue.students.filter((child) => child.unreviewed).length

  return (
    <section>
      <PageHeader
        title={messageParts((values) => m.review_queue_heading(values), {
          title: (
            <span lang={LESSON_CONTENT_LANG} dir="auto">
              {queue.lesson.title}
            </span>
          ),
        })}
        description={
          <>
            <TextLink to="/dashboard/groups/$groupUUID" params={{ groupUUID: classId }}>
              <Name>{queue.schoolClass.name}</Name>
            </TextLink>{' '}
            · <span lang={LESSON_CONTENT_LANG}>{queue.card.title}</span> ·{' '}
            {toReview === 0 ? m.review_queue_nothing_left() : m.review_queue_to_review({ count: toReview })}
          </>
        }
        actions={<ClassResultsDownload classId={classId} cardId={queue.card.id} />}
      />
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <label htmlFor="queue-filter" className="font-semibold text-sm">
            {m.review_queue_show()}
          </label>
          <Select
            id="queue-filter"
            value={filter}
            onChange={(event) =>
              void navigate({
                search: (prev) => ({
                  ...prev,
                  filter: event.target.value === 'all' ? undefined : (event.target.value as QueueFilter),
                  student: undefined,
                }),
              })
            }
          >
            {QUEUE_FILTERS.map((entry) => (
              <option key={entry} value={entry}>
                {FILTER_LABELS[entry]()}
              </option>
            ))}
          </Select>
        </div>
        {queue.lesson.practises.length > 0 ? (
          <div className="grid gap-1">
            <label htmlFor="queue-concept" className="font-semibold text-sm">
              {m.review_queue_big_idea_not_shown()}
            </label>
            <Select
              id="queue-concept"
              value={search.concept ?? ''}
              onChange={(event) =>
                void navigate({
                  search: (prev) => ({
                    ...prev,
                    concept: event.target.value || undefined,
                    student: undefined,
                  }),
                })
              }
            >
              <option value="">{m.review_queue_any()}</option>
              {queue.lesson.practises.map((idea) => (
                <option key={idea} value={idea}>
                  <IdeaLabel idea={idea} />
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <p className="text-slate-700" aria-live="polite">
          {current
            ? m.review_queue_child_of({ n: index + 1, total: list.length })
            : m.review_queue_no_child_matches()}
        </p>
      </div>

      <QueueKeysLegend rubric={queue.rubric.length} />

      {!current ? (
        <Alert title={m.review_queue_nobody_here()}>
          {m.review_queue_nobody_here_text({ filter: FILTER_LABELS.all() })}
        </Alert>
      ) : current.status === 'not_started' ? (
        <NotStarted
          name={current.name}
          onPrevious={() => show(previous)}
          onNext={() => show(next)}
          onNextUnreviewed={() => show(nextUnreviewed(list, index))}
        />
      ) : (
        <Suspense
          fallback={
            <p className="flex items-center gap-2 py-8">
              <Spinner />{' '}
              {messageParts((values) => m.review_queue_opening_work(values), {
                name: <Name>{current.name}</Name>,
              })}
            </p>
          }
        >
          <ChildWork
            key={current.id}
            classId={classId}
            itemId={itemId}
            studentId={current.id}
            rubric={queue.rubric}
            runner={runner}
            position={{ index, total: list.length }}
            onPrevious={previous ? () => show(previous) : null}
            onNext={next ? () => show(next) : null}
            onNextUnreviewed={() => show(nextUnreviewed(list, index))}
            onReviewed={() => show(next ?? nextUnreviewed(list, index))}
          />
        </Suspense>
      )}
    </section>
  )
}

/** A child who has not opened the lesson: nothing to review, the same keys move on. */
function NotStarted({
  name,
  onPrevious,
  onNext,
  onNextUnreviewed,
}: {
  name: string
  onPrevious: () => void
  onNext: () => void
  onNextUnreviewed: () => void
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return
      const key = event.key.toLowerCase()
      if (key === 'n' || event.key === 'ArrowRight') onNext()
      else if (key === 'p' || event.key === 'ArrowLeft') onPrevious()
      else if (key === 'u') onNextUnreviewed()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onNext, onPrevious, onNextUnreviewed])
  return (
    <Alert
      title={messageParts((values) => m.review_queue_not_started_title(values), {
        name: <Name>{name}</Name>,
      })}
    >
      {m.review_queue_not_started_text()}
    </Alert>
  )
}
