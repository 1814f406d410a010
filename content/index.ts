/**
 * The courses and lessons that ship with the product, validated. The seed loads them into the
 * database (cards → sections → items, lessons → lesson_versions); tests run every exercise.
 * Written as TypeScript modules checked with `satisfies` (docs/decisions/010-lesson-content-format.md).
 */
import {
  type CourseContent,
  courseContentSchema,
  courseLessonSlugs,
} from '@/kernel/lesson-content/course-content.schemas'
import { type LessonContent, lessonContentSchema } from '@/kernel/lesson-content/lesson-content.schemas'
import firstStepsWithBlocks from './first-steps-with-blocks'
import javascriptBasics from './javascript-basics'
import pythonTurtleAndBeyond from './python-turtle-and-beyond'
import { RESOURCE_PAGES } from './resources'
import { type ResourcePage, resourcePageSchema } from './resources/resource-page'
import turtleArtInJavascript from './turtle-art-in-javascript'

/** Courses in catalog order; each brings its own lessons. */
const PACKAGES: readonly { course: unknown; lessons: readonly unknown[] }[] = [
  firstStepsWithBlocks,
  turtleArtInJavascript,
  javascriptBasics,
  pythonTurtleAndBeyond,
]

export interface LoadedContent {
  /** In catalog order (use the index as `cards.position`). */
  courses: CourseContent[]
  /** In course order, then lesson order. */
  lessons: LessonContent[]
  /**
   * Teacher resources written in content/resources, published as content pages at their path
   * (slug = path without the leading slash). Every `/resources/…` link in a course has one.
   */
  resourcePages: ResourcePage[]
}

/** Every problem in the shipped content, one per line, so an author fixes them in one go. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content in content/ has ${problems.length} problem(s):\n${problems.map((p) => `- ${p}`).join('\n')}`,
    )
    this.name = 'ContentError'
  }
}

let loaded: LoadedContent | undefined

/** The shipped courses and lessons, validated; throws ContentError listing every problem. */
export function loadCourses(): LoadedContent {
  loaded ??= validate(PACKAGES)
  return loaded
}

/** Validates content packages (exported for tests of the rules themselves). */
export function validate(
  packages: readonly { course: unknown; lessons: readonly unknown[] }[],
  pages: readonly unknown[] = RESOURCE_PAGES,
): LoadedContent {
  const problems: string[] = []
  const resourcePages: ResourcePage[] = []
  pages.forEach((raw, index) => {
    const result = resourcePageSchema.safeParse(raw)
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`resource page #${index + 1}: ${where(issue.path)}${issue.message}`)
      }
    } else if (resourcePages.some((p) => p.path === result.data.path)) {
      problems.push(`${result.data.path}: two resource pages have this path`)
    } else {
      resourcePages.push(result.data)
    }
  })
  const courses: CourseContent[] = []
  const lessons: LessonContent[] = []
  const lessonCourse = new Map<string, string>()

  packages.forEach((pack, packIndex) => {
    const courseResult = courseContentSchema.safeParse(pack.course)
    const courseName = (pack.course as { slug?: string }).slug ?? `course #${packIndex + 1}`
    if (!courseResult.success) {
      for (const issue of courseResult.error.issues)
        problems.push(`${courseName}: ${where(issue.path)}${issue.message}`)
      return
    }
    const course = courseResult.data
    if (courses.some((c) => c.slug === course.slug))
      problems.push(`${course.slug}: the course slug is used twice`)
    courses.push(course)

    const own = new Map<string, LessonContent>()
    pack.lessons.forEach((raw, lessonIndex) => {
      const lessonName = (raw as { slug?: string }).slug ?? `${course.slug} lesson #${lessonIndex + 1}`
      const result = lessonContentSchema.safeParse(raw)
      if (!result.success) {
        for (const issue of result.error.issues)
          problems.push(`${lessonName}: ${where(issue.path)}${issue.message}`)
        return
      }
      const lesson = result.data
      const earlier = lessonCourse.get(lesson.slug)
      if (earlier) problems.push(`${lesson.slug}: the lesson slug is also used in ${earlier}`)
      lessonCourse.set(lesson.slug, course.slug)
      own.set(lesson.slug, lesson)
      if (lesson.ageBand !== `${course.ageMin}-${course.ageMax}`) {
        problems.push(
          `${lesson.slug}: ageBand ${lesson.ageBand} differs from its course (${course.ageMin}-${course.ageMax})`,
        )
      }
      lesson.steps.forEach((step, stepIndex) => {
        if ((step.kind === 'code' || step.kind === 'free-build') && step.language !== course.language) {
          problems.push(
            `${lesson.slug}: steps.${stepIndex} is ${step.language} in a ${course.language} course`,
          )
        }
      })
    })

    const listed = courseLessonSlugs(course)
    for (const slug of listed) {
      if (!own.has(slug))
        problems.push(`${course.slug}: lists lesson ${slug}, which is not among its lessons`)
    }
    for (const slug of own.keys()) {
      if (!listed.includes(slug)) problems.push(`${course.slug}: lesson ${slug} is in no section`)
      if (listed.filter((s) => s === slug).length > 1)
        problems.push(`${course.slug}: lesson ${slug} is listed twice`)
    }
    for (const slug of listed) {
      const lesson = own.get(slug)
      if (lesson && !lessons.includes(lesson)) lessons.push(lesson)
    }

    const links = [
      ...course.resources,
      ...course.sections.flatMap((s) =>
        s.items.flatMap((item) => ('resource' in item ? [item.resource] : [])),
      ),
    ]
    for (const link of links) {
      if (link.url.startsWith('/resources/') && !resourcePages.some((p) => p.path === link.url)) {
        problems.push(
          `${course.slug}: resource "${link.title}" links to ${link.url}, which has no page in content/resources`,
        )
      }
    }
  })

  if (problems.length > 0) throw new ContentError(problems)
  return { courses, lessons, resourcePages }
}

function where(path: readonly PropertyKey[]): string {
  return path.length > 0 ? `${path.map(String).join('.')}: ` : ''
}
