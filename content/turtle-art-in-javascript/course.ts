import type { CourseContentInput } from '@/kernel/lesson-content/course-content.schemas'

export default {
  slug: 'turtle-art-in-javascript',
  title: 'Turtle Art in JavaScript',
  description:
    'Children type real JavaScript to draw with a turtle: shapes, spirals and patterns. Along the way they learn loops, variables, functions and parameters.',
  ageMin: 9,
  ageMax: 11,
  language: 'javascript',
  color: '#10b981',
  icon: 'brush',
  sections: [
    {
      title: 'Drawing with code',
      items: [{ lesson: 'turtle-first-lines' }, { lesson: 'turtle-pen-and-colour' }],
    },
    {
      title: 'Loops',
      items: [
        { lesson: 'turtle-for-loops' },
        { lesson: 'turtle-polygons' },
        { lesson: 'turtle-loops-that-grow' },
        {
          resource: {
            title: 'Worksheet: predict the drawing',
            kind: 'worksheet',
            url: '/resources/turtle-art-in-javascript/predict-the-drawing',
          },
        },
      ],
    },
    {
      title: 'Variables and functions',
      items: [
        { lesson: 'turtle-variables' },
        { lesson: 'turtle-functions' },
        { lesson: 'turtle-parameters' },
        { lesson: 'turtle-art-gallery' },
      ],
    },
  ],
  teacherNotes: [
    'Nine lessons of 30–40 minutes. Each lesson has one new idea, a short explanation with a runnable example, and two or three exercises that grow in small steps.',
    '',
    '**Typing:** most errors in the first lessons are typing slips. The runner names the line and suggests the word meant (`forwrd` → `forward`); encourage children to read the message before asking.',
    '',
    '**Watch for:**',
    '- Colours need quotes: `color("red")`. Without them JavaScript looks for a variable.',
    '- In loops, `i < 4` runs four times starting at 0. Children who start at 1 need `i <= 4`.',
    '- Functions: defining one draws nothing until it is called. Lesson 7 makes this explicit.',
    '- The 360 rule (lesson 4) is maths many 9-year-olds have not met: work one example on the board.',
    '',
    'The art gallery lesson ends with a free build; print or screenshot the drawings for a class display.',
  ].join('\n'),
  resources: [
    {
      title: 'Lesson plans for all 9 lessons',
      kind: 'lesson_plan',
      url: '/resources/turtle-art-in-javascript/lesson-plans',
    },
    {
      title: 'Worksheet: predict the drawing',
      kind: 'worksheet',
      url: '/resources/turtle-art-in-javascript/predict-the-drawing',
    },
  ],
} satisfies CourseContentInput
