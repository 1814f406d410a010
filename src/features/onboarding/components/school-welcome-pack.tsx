import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft, Map as MapIcon, Printer, Scissors } from 'lucide-react'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Markdown } from '@/components/ui/markdown'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { CODE_LANGUAGE_LABELS, type CodeLanguage } from '@/lib/code-languages'
import { m } from '@/paraglide/messages'
import { schoolWelcomePackQuery } from '../onboarding.queries'
import type { CourseMapCourse } from '../school-welcome-pack.server'

export const welcomePackPrints = ['materials', 'course-map'] as const
export type WelcomePackPrint = (typeof welcomePackPrints)[number]

/** The classroom poster's words, in words a child of 6 to 12 reads. */
const CODING_WORDS = [
  ['Algorithm', 'Steps in the right order that get something done.'],
  ['Sequence', 'Doing things one after another.'],
  ['Loop', 'Doing the same steps again, a number of times.'],
  ['Bug', 'A mistake that makes the program do something else.'],
  ['Debug', 'Finding the bug and fixing it.'],
  ['Event', 'Something that happens, like a click, that starts the code.'],
  ['Condition', 'A question: if it is true, do this; if not, do that.'],
  ['Variable', 'A box with a name that keeps a number or a word.'],
  ['Function', 'Steps with a name, so you can use them again.'],
] as const

/** Unplugged activities for the first week: no computer needed. */
const UNPLUGGED = [
  [
    'Robot teacher',
    'The class writes the steps to draw a square on the board; the teacher follows them exactly.',
  ],
  ['Dance loops', 'A dance of four moves, written once and repeated three times: count the steps saved.'],
  ['Find the bug', 'A sandwich recipe in the wrong order. Pairs find the step that is out of place.'],
  ['If it rains', 'Cards with "if … then …" rules for the playground; children act them out.'],
] as const

/** SPEC §2.1: the welcome pack in the dashboard of a school's admin (overview and setup wizard). */
export function WelcomePackCard() {
  const { data } = useQuery(schoolWelcomePackQuery())
  return (
    <Card aria-labelledby="welcome-pack">
      <CardHeader
        id="welcome-pack"
        // The pack's title is CodeSchool's content, English until content carries translations.
        title={data?.pack?.title ? <span lang="en">{data.pack.title}</span> : m.onboarding_pack_title()}
        description={m.onboarding_pack_description()}
      />
      {data?.pack ? (
        <details className="mb-4">
          <summary className="cursor-pointer font-semibold text-brand-700">
            {m.onboarding_pack_read()}
          </summary>
          {/* Written by CodeSchool in English until content carries translations (issue 27). */}
          <div className="mt-3" lang="en">
            <Markdown>{data.pack.body}</Markdown>
          </div>
        </details>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Link
          to="/dashboard/setup"
          search={{ print: 'materials' }}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <Scissors aria-hidden="true" className="size-4" />
          {m.onboarding_pack_materials()}
        </Link>
        <Link
          to="/dashboard/setup"
          search={{ print: 'course-map' }}
          className={buttonVariants({ variant: 'secondary' })}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {m.onboarding_pack_course_map()}
        </Link>
      </div>
    </Card>
  )
}

const printStyles = `
@media print {
  @page { size: A4; margin: 12mm; }
  body *:not(:has(.welcome-pack-print)):not(.welcome-pack-print):not(.welcome-pack-print *) { display: none !important; }
  .welcome-pack-print .no-print { display: none !important; }
  .welcome-pack-print section { break-inside: avoid; }
}
`

/** /dashboard/setup?print=materials|course-map: one printable part of the welcome pack, alone on paper. */
export function WelcomePackPrintPage({ part }: { part: WelcomePackPrint }) {
  const pack = useQuery(schoolWelcomePackQuery())
  const title = part === 'materials' ? 'Classroom materials' : 'Course map'
  return (
    <div className="welcome-pack-print grid gap-6">
      <style>{printStyles}</style>
      <div className="no-print flex flex-wrap items-center gap-3">
        <Link to="/dashboard/overview" className={buttonVariants({ variant: 'ghost' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the overview
        </Link>
        <Button onClick={() => window.print()} disabled={!pack.data}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>
      <h1 className="font-bold text-3xl">{title}</h1>
      {pack.isPending ? (
        <p role="status" className="flex items-center gap-3">
          <Spinner /> Loading…
        </p>
      ) : pack.isError ? (
        <Alert tone="error">The welcome pack could not be loaded. Reload the page to try again.</Alert>
      ) : part === 'materials' ? (
        <Materials />
      ) : (
        <CourseMap courses={pack.data.courseMap} />
      )}
    </div>
  )
}

function Materials() {
  return (
    <>
      <section aria-labelledby="poster" className="grid gap-3">
        <h2 id="poster" className="font-bold text-2xl">
          Poster: our coding words
        </h2>
        <dl className="grid gap-3 sm:grid-cols-3">
          {CODING_WORDS.map(([word, meaning]) => (
            <div key={word} className="rounded-xl border-2 border-brand-300 p-4">
              <dt className="font-bold text-2xl text-brand-800">{word}</dt>
              <dd className="text-lg">{meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="unplugged" className="grid gap-3">
        <h2 id="unplugged" className="font-bold text-2xl">
          The first week, without computers
        </h2>
        <ol className="grid list-decimal gap-2 pl-6 text-lg">
          {UNPLUGGED.map(([name, how]) => (
            <li key={name}>
              <span className="font-semibold">{name}:</span> {how}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="cards" className="grid gap-2">
        <h2 id="cards" className="font-bold text-2xl">
          Login cards
        </h2>
        <p className="text-lg">
          Each class prints its own cards, with its join code and every child's name.
          <span className="no-print">
            {' '}
            Open a class under <TextLink to="/dashboard/groups">Classes</TextLink> and choose Print cards.
          </span>
        </p>
      </section>
    </>
  )
}

function CourseMap({ courses }: { courses: CourseMapCourse[] }) {
  if (courses.length === 0) return <p className="text-lg">No courses are published yet.</p>
  return (
    <div className="grid gap-6">
      {courses.map((course) => (
        <section key={course.id} aria-labelledby={`course-${course.id}`} className="grid gap-2">
          <h2 id={`course-${course.id}`} className="font-bold text-2xl">
            {course.title}
          </h2>
          <p className="text-slate-700">
            Ages {course.ageMin}–{course.ageMax} ·{' '}
            {CODE_LANGUAGE_LABELS[course.language as CodeLanguage] ?? course.language}
          </p>
          {course.description ? <p>{course.description}</p> : null}
          <ol className="grid list-decimal gap-2 pl-6">
            {course.sections.map((section) => (
              <li key={section.id}>
                <span className="font-semibold">{section.title}</span>
                {section.lessons.length > 0 ? <span>: {section.lessons.join(' · ')}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
