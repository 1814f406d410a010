/** How a course's resources are named on the teacher's course page. */

const RESOURCE_WORD: Record<string, string> = {
  lesson_plan: 'Lesson plan',
  slides: 'Slides',
  worksheet: 'Worksheet',
  video: 'Video',
  link: 'Link',
}

/** "Worksheet: Colour by numbers", without saying "Worksheet" twice when the title already does. */
export function resourceLabel(kind: string, title: string): string {
  const word = RESOURCE_WORD[kind] ?? 'Resource'
  return title.toLowerCase().startsWith(word.toLowerCase()) ? title : `${word}: ${title}`
}
