import { describe, expect, it } from 'vitest'
import { loadCourses } from '../../../content'
import { markdownSchema } from './lesson-content.schemas'
import { speakableText, unknownPictures } from './lesson-pictures'

const EMOJI = /\p{Extended_Pictographic}|\u{FE0F}/u

/** Every text a child reads in a lesson: explanations, instructions, questions, choices, hints, checks. */
function textsOf(lesson: ReturnType<typeof loadCourses>['lessons'][number]): string[] {
  return [
    lesson.title,
    lesson.summary,
    ...lesson.steps.flatMap((step) => {
      switch (step.kind) {
        case 'explanation':
          return [step.title, step.body]
        case 'quiz':
          return [
            step.title,
            step.question,
            ...step.choices.flatMap((choice) => [choice.text, choice.feedback]),
          ]
        case 'code':
          return [
            step.title,
            step.instructions,
            ...step.hints,
            ...step.checks.flatMap((check) => [check.fail, check.pass ?? '']),
          ]
        default:
          return [step.title, step.instructions, ...(step.ideas ?? [])]
      }
    }),
  ]
}

const words = (markdown: string) => speakableText(markdown).split(' ').filter(Boolean).length

describe('lesson pictures', () => {
  it('a picture is written :name: with a name the player draws; others are refused', () => {
    expect(unknownPictures('This is the turtle :turtle: and a :square:')).toEqual([])
    expect(unknownPictures('A :unicorn: here')).toEqual(['unicorn'])
    expect(markdownSchema(200).safeParse('Hi :turtle:').success).toBe(true)
    const refused = markdownSchema(200).safeParse('Hi :unicorn:')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toMatch(
      /^pictures are written :name: with a name from turtle, /,
    )
  })

  it('the read-aloud text is the words, without marks, pictures or table rules', () => {
    expect(
      speakableText(
        'This is the turtle :turtle: It does what your blocks say.\n\nClick **Run** to see it walk.',
      ),
    ).toBe('This is the turtle It does what your blocks say. Click Run to see it walk.')
    expect(speakableText('- **set stars to 0** puts 0 in it.\n- `x` adds 1.')).toBe(
      'set stars to 0 puts 0 in it. x adds 1.',
    )
    expect(speakableText('| a | b |\n| --- | --- |\n| 1 | 2 |')).toBe('a b 1 2')
    expect(speakableText('See [the page](/lesson-media/x.png) and ![a cat](/lesson-media/cat.png)')).toBe(
      'See the page and a cat',
    )
  })
})

describe('the lessons for ages 6–8', () => {
  const young = loadCourses().lessons.filter((lesson) => lesson.ageBand === '6-8')

  it('exist', () => {
    expect(young.length).toBeGreaterThanOrEqual(8)
  })

  it.each(young.map((lesson) => [lesson.slug, lesson] as const))(
    '%s: no emoji (they depend on the device’s fonts); pictures are the product’s own',
    (_, lesson) => {
      for (const text of textsOf(lesson)) expect(text, text).not.toMatch(EMOJI)
    },
  )

  it.each(young.map((lesson) => [lesson.slug, lesson] as const))(
    '%s: short texts (explanations ≤ 30 words, instructions ≤ 20)',
    (_, lesson) => {
      for (const step of lesson.steps) {
        if (step.kind === 'explanation') expect(words(step.body), step.body).toBeLessThanOrEqual(30)
        if (step.kind === 'code' || step.kind === 'free-build')
          expect(words(step.instructions), step.instructions).toBeLessThanOrEqual(20)
      }
    },
  )
})
