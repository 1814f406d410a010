import { beforeAll, describe, expect, it } from 'vitest'
import { blockTypesIn, probesFor, traceTurtle, turtleCommands } from '@/features/runner'
import { codeFacts, codeFactsOf } from '@/features/runner/checks/code-facts'
import { CHECK_PLACEHOLDERS, evaluateChecks } from '@/features/runner/checks/evaluate-checks'
import { DEFAULT_MAX_EVENTS } from '@/features/runner/runtime/limits'
import { runProgram } from '@/features/runner/runtime/run-program'
import { type PythonRuntime, pythonForTests } from '@/test/python'
import { ContentError, loadCourses, validate } from '../../../content'
import { courseLessonSlugs } from './course-content.schemas'
import type { CodeStep, LessonContent, PractisedConcept } from './lesson-content.schemas'

const { courses, lessons, resourcePages } = loadCourses()

const exercises = lessons.flatMap((lesson) =>
  lesson.steps.flatMap((step) => (step.kind === 'code' ? [{ lesson, step }] : [])),
)
const name = ({ lesson, step }: { lesson: LessonContent; step: CodeStep }) => `${lesson.slug} › ${step.key}`

let python: PythonRuntime
beforeAll(async () => {
  python = await pythonForTests()
}, 60_000)

/** Runs a lesson's program in its language, as the player would. */
const run = (language: string | undefined, code: string, probes: ReturnType<typeof probesFor> = []) =>
  language === 'python'
    ? python.run(code, { probes, maxEvents: DEFAULT_MAX_EVENTS })
    : { ...runProgram(code, { probes }), facts: undefined }

const judge = (step: CodeStep, code: string) => {
  const outcome = run(step.language, code, probesFor(step.checks))
  return { outcome, report: evaluateChecks(step.checks, { code, outcome, facts: outcome.facts }) }
}

describe('the shipped catalog', () => {
  it('has the four courses, for the right ages and languages', () => {
    expect(courses.map((c) => [c.slug, c.ageMin, c.ageMax, c.language])).toEqual([
      ['first-steps-with-blocks', 6, 8, 'blocks'],
      ['turtle-art-in-javascript', 9, 11, 'javascript'],
      ['javascript-basics', 11, 14, 'javascript'],
      ['python-turtle-and-beyond', 11, 14, 'python'],
    ])
  })

  it.each(courses.map((c) => [c.slug, c] as const))(
    '%s: 8+ lessons, 2+ free, 2–3 sections, teacher resources',
    (_, course) => {
      const slugs = courseLessonSlugs(course)
      const own = lessons.filter((l) => slugs.includes(l.slug))
      expect(own.length).toBeGreaterThanOrEqual(8)
      expect(own.filter((l) => l.free).length).toBeGreaterThanOrEqual(2)
      expect(course.sections.length).toBeGreaterThanOrEqual(2)
      expect(course.sections.length).toBeLessThanOrEqual(3)
      expect(course.resources.length).toBeGreaterThanOrEqual(2)
      expect(course.teacherNotes.length).toBeGreaterThan(200)
    },
  )

  it('every lesson teaches in small steps: an explanation first, 2–4 exercises, short instructions', () => {
    for (const lesson of lessons) {
      expect(lesson.steps[0]?.kind, lesson.slug).toBe('explanation')
      const practice = lesson.steps.filter((s) => s.kind !== 'explanation')
      expect(practice.length, lesson.slug).toBeGreaterThanOrEqual(2)
      expect(practice.length, lesson.slug).toBeLessThanOrEqual(4)
      expect(
        lesson.steps.some((s) => s.kind === 'code'),
        lesson.slug,
      ).toBe(true)
      for (const step of lesson.steps) {
        if (step.kind !== 'code') continue
        const sentences = step.instructions.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0)
        expect(sentences.length, `${lesson.slug} › ${step.key}: ${step.instructions}`).toBeLessThanOrEqual(3)
      }
    }
  })

  it('publishes a page for every teacher resource it links to', () => {
    const links = courses.flatMap((c) => [
      ...c.resources,
      ...c.sections.flatMap((s) => s.items.flatMap((item) => ('resource' in item ? [item.resource] : []))),
    ])
    expect(links.length).toBeGreaterThanOrEqual(6)
    for (const link of links) expect(resourcePages.map((p) => p.path)).toContain(link.url)
    for (const page of resourcePages) expect(page.body.length, page.path).toBeGreaterThan(300)
  })

  it('has many exercises, each with at least 2 different hints', () => {
    expect(exercises.length).toBeGreaterThanOrEqual(60)
    for (const exercise of exercises) {
      expect(new Set(exercise.step.hints).size, name(exercise)).toBeGreaterThanOrEqual(2)
    }
  })
})

describe('rubrics (decision 194)', () => {
  it('the last lesson of every section has a rubric', () => {
    for (const course of courses) {
      for (const section of course.sections) {
        const slugs = section.items.flatMap((item) => ('lesson' in item ? [item.lesson] : []))
        const last = lessons.find((lesson) => lesson.slug === slugs.at(-1))
        expect(last?.rubric?.length ?? 0, `${course.slug} › ${section.title}`).toBeGreaterThanOrEqual(2)
      }
    }
  })

  const criteria = lessons.flatMap((lesson) =>
    (lesson.rubric ?? []).flatMap((criterion) => {
      if (!criterion.check) return []
      const codeSteps = lesson.steps.filter((step): step is CodeStep => step.kind === 'code')
      const step = codeSteps.find((entry) => entry.key === criterion.step) ?? codeSteps.at(-1)!
      return [[`${lesson.slug} › ${criterion.key}`, step, criterion.check] as const]
    }),
  )
  it.each(criteria)('%s: the check passes on the step’s solution', (_, step, check) => {
    const outcome = run(step.language, step.solution, probesFor([check]))
    const report = evaluateChecks([check], { code: step.solution, outcome, facts: outcome.facts })
    expect(report.allPassed, report.results[0]?.message).toBe(true)
  })
})

describe.each(exercises.map((e) => [name(e), e] as const))('%s', (_, { step }) => {
  it('the solution runs cleanly and passes every check', () => {
    const { outcome, report } = judge(step, step.solution)
    expect(outcome.error).toBeNull()
    expect(report.results.filter((r) => !r.passed)).toEqual([])
    expect(report.allPassed).toBe(true)
  })

  it('names the big ideas it practises, and its solution uses each (decision 120)', () => {
    expect(step.practises?.length).toBeGreaterThan(0)
    const facts = step.language === 'python' ? run('python', step.solution).facts : undefined
    const constructs = (facts ? codeFactsOf(facts) : codeFacts(step.solution))!.constructs
    const uses: Record<PractisedConcept, boolean> = {
      sequences: true,
      loops: ['for', 'while', 'loop', 'repeat'].some((c) => constructs.has(c as never)),
      events: constructs.has('event'),
      variables: constructs.has('variable'),
      conditions: constructs.has('if'),
      functions: constructs.has('function'),
    }
    for (const concept of step.practises ?? []) expect(uses[concept], concept).toBe(true)
  })

  it('the starter does not pass every check, and says why', () => {
    const { report } = judge(step, step.starter)
    expect(report.allPassed).toBe(false)
    for (const result of report.results.filter((r) => !r.passed)) {
      expect(result.message).not.toMatch(/(?<!\$)\{\w+(:[^}]*)?\}/)
    }
  })

  it('messages only use placeholders their check fills', () => {
    for (const check of step.checks) {
      for (const text of [check.fail, check.pass ?? '']) {
        for (const [, key] of text.matchAll(/(?<!\$)\{(\w+)(?::[^}]*)?\}/g)) {
          expect(CHECK_PLACEHOLDERS[check.type], `${check.type}: ${text}`).toContain(key)
        }
      }
    }
  })

  if (step.showGoal) {
    it('shows a goal drawing', () => {
      const drawing = traceTurtle(turtleCommands(run(step.language, step.solution).events))
      expect(drawing.segments.length + drawing.circles.length).toBeGreaterThan(0)
    })
  }

  if (step.language === 'blocks') {
    it('the solution uses only blocks the child has', () => {
      const available = new Set([...(step.toolbox ?? []), ...blockTypesIn(step.starterBlocks ?? [])])
      for (const type of blockTypesIn(step.solutionBlocks ?? [])) expect(available, type).toContain(type)
    })
  }
})

describe('explanations and free builds', () => {
  it('every example and free-build starter runs without an error', () => {
    for (const lesson of lessons) {
      for (const step of lesson.steps) {
        const [code, language] =
          step.kind === 'explanation'
            ? [step.example?.code, step.example?.language]
            : step.kind === 'free-build'
              ? [step.starter, step.language]
              : []
        if (code === undefined) continue
        expect(run(language, code).error, `${lesson.slug} › ${step.key}`).toBeNull()
      }
    }
  })
})

describe('check messages name the gap', () => {
  const finishSquare = exercises.find(
    (e) => e.lesson.slug === 'blocks-draw-a-square' && e.step.key === 'finish-square',
  )!

  it('a triangle in the square exercise: 3 sides vs 4', () => {
    const triangle = 'for (let i = 0; i < 3; i++) {\n  forward(100);\n  right(120);\n}\n'
    const { report } = judge(finishSquare.step, triangle)
    expect(report.results[0]).toMatchObject({
      passed: false,
      message: 'Your square has 3 sides — it needs 4.',
    })
  })

  it('the starter (half a square): 2 sides vs 4, and how far from closed', () => {
    const { report } = judge(finishSquare.step, finishSquare.step.starter)
    expect(report.results[0]).toMatchObject({
      passed: false,
      message: 'Your square has 2 sides — it needs 4.',
      detail: 'Your shape is not closed yet: its end is 141 steps away from its start.',
    })
  })
})

describe('the loader', () => {
  const course = courses[0]!
  const lesson = lessons.find((l) => l.slug === courseLessonSlugs(course)[0])!

  it('reports every problem at once', () => {
    const broken = { ...lesson, steps: [{ ...lesson.steps[0], key: 'Not A Key' }] }
    const orphan = { ...lesson, slug: 'orphan-lesson' }
    try {
      validate([{ course: { ...course, ageMin: 7 }, lessons: [broken, orphan] }])
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      const problems = (error as ContentError).problems
      expect(problems).toContainEqual(expect.stringMatching(/^blocks-meet-the-turtle: steps\.0\.key: /))
      expect(problems).toContain('orphan-lesson: ageBand 6-8 differs from its course (7-8)')
      expect(problems).toContain('first-steps-with-blocks: lesson orphan-lesson is in no section')
      expect(problems).toContainEqual(
        expect.stringContaining('lists lesson blocks-turn-and-walk, which is not among its lessons'),
      )
    }
  })

  it('refuses links to resource pages that do not exist', () => {
    const own = lessons.filter((l) => courseLessonSlugs(course).includes(l.slug))
    expect(() => validate([{ course, lessons: own }], [])).toThrow(
      'first-steps-with-blocks: resource "Lesson plans for all 10 lessons" links to /resources/first-steps-with-blocks/lesson-plans, which has no page in content/resources',
    )
    expect(validate([{ course, lessons: own }]).lessons).toHaveLength(own.length)
  })
})
