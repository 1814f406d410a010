import { m } from '@/paraglide/messages'

/** How a course's resources are named on the teacher's course page, in the page's language. */

const RESOURCE_WORD: Record<string, () => string> = {
  lesson_plan: m.student_resource_kind_lesson_plan,
  slides: m.student_resource_kind_slides,
  worksheet: m.student_resource_kind_worksheet,
  video: m.student_resource_kind_video,
  link: m.student_resource_kind_link,
}

/** "Worksheet: Colour by numbers", without saying "Worksheet" twice when the title already does. */
export function resourceLabel(kind: string, title: string): string {
  const word = (RESOURCE_WORD[kind] ?? m.courses_resource_kind_other)()
  return title.toLowerCase().startsWith(word.toLowerCase())
    ? title
    : m.courses_resource_label({ kind: word, title })
}
