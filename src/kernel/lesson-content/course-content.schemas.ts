/**
 * A course as `content/` ships it: the card, its sections of lessons and resources, teacher
 * notes. The seed turns it into cards → card_sections → card_section_items (see
 * docs/lessons.md). Client-safe (zod/mini).
 */
import * as z from 'zod/mini'
import { codeLanguageSchema, markdownSchema, slugSchema } from './lesson-content.schemas'
import { courseTranslationsSchema } from './translation.schemas'

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

/** Same kinds as the database's resource_kind. */
const RESOURCE_KINDS = ['lesson_plan', 'slides', 'worksheet', 'video', 'link'] as const

const courseResourceSchema = z.strictObject({
  title: text(120),
  kind: z.enum(RESOURCE_KINDS),
  /** A path on this site (`/resources/…`) or an https address. */
  url: z
    .string()
    .check(z.regex(/^(\/[a-z0-9][a-z0-9/_.-]*|https:\/\/\S+)$/, 'a /path or an https:// address')),
})
export type CourseResource = z.output<typeof courseResourceSchema>

const courseItemSchema = z.union([
  z.strictObject({ lesson: slugSchema }),
  z.strictObject({ resource: courseResourceSchema }),
])
const courseSectionSchema = z.strictObject({
  title: text(80),
  items: z.array(courseItemSchema).check(z.minLength(1)),
})

export const courseContentSchema = z
  .strictObject({
    slug: slugSchema,
    title: text(80),
    description: text(400),
    ageMin: z.number().check(z.int(), z.gte(3), z.lte(18)),
    ageMax: z.number().check(z.int(), z.gte(3), z.lte(18)),
    language: codeLanguageSchema,
    /** The card's colour, `#rrggbb`. */
    color: z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'a colour like #2563eb')),
    /** A lucide icon name, kebab-case (e.g. `blocks`, `brush`, `braces`). */
    icon: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
    sections: z.array(courseSectionSchema).check(z.minLength(1), z.maxLength(12)),
    /** For teachers only: how to run the course, what to watch for. Markdown. */
    teacherNotes: markdownSchema(6000),
    /** Course-wide teacher resources (lesson plans, worksheets…). */
    resources: z.array(courseResourceSchema),
    /** The child's texts in other languages: title, description, section titles (decision 214). */
    translations: z.optional(courseTranslationsSchema),
  })
  .check(
    z.refine((course) => course.ageMin <= course.ageMax, {
      message: 'ageMin must not be above ageMax',
      path: ['ageMax'],
    }),
    z.refine(
      (course) =>
        Object.values(course.translations ?? {}).every(
          (t) => (t?.sections?.length ?? 0) <= course.sections.length,
        ),
      { message: 'more section titles than sections', path: ['translations'] },
    ),
  )

export type CourseContent = z.output<typeof courseContentSchema>
/** What an author writes in content/ (`satisfies CourseContentInput`). */
export type CourseContentInput = z.input<typeof courseContentSchema>

/** Lesson slugs of a course, in order. */
export function courseLessonSlugs(course: CourseContent): string[] {
  return course.sections.flatMap((section) =>
    section.items.flatMap((item) => ('lesson' in item ? [item.lesson] : [])),
  )
}
