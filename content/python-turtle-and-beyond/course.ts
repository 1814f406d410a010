import type { CourseContentInput } from '@/kernel/lesson-content/course-content.schemas'

export default {
  slug: 'python-turtle-and-beyond',
  title: 'Python Turtle and Beyond',
  description:
    'Students write real Python: first drawing with the turtle, then loops, variables, functions, decisions and lists, ending with a guessing game and an art gallery. Output goes to the canvas and the console.',
  ageMin: 11,
  ageMax: 14,
  language: 'python',
  color: '#3776ab',
  icon: 'rocket',
  sections: [
    {
      title: 'Drawing with Python',
      items: [
        { lesson: 'python-first-lines' },
        { lesson: 'python-pen-and-colour' },
        { lesson: 'python-for-loops' },
      ],
    },
    {
      title: 'Variables, functions and decisions',
      items: [
        { lesson: 'python-variables' },
        { lesson: 'python-functions' },
        { lesson: 'python-if-elif-else' },
        {
          resource: {
            title: 'Worksheet: predict the program',
            kind: 'worksheet',
            url: '/resources/python-turtle-and-beyond/predict-the-program',
          },
        },
      ],
    },
    {
      title: 'Lists, games and art',
      items: [
        { lesson: 'python-lists' },
        { lesson: 'python-guessing-game' },
        { lesson: 'python-art-gallery' },
      ],
    },
  ],
  teacherNotes: [
    'Nine lessons of 40–50 minutes for ages 11–14. No coding experience is needed; students who did Turtle Art in JavaScript will move faster through lessons 1–3. Lessons 1 and 2 are free, so they also work as a taster session.',
    '',
    '**The turtle starts facing right** (east), as in Python’s own turtle, not up as in the JavaScript course. `forward(100)` draws to the right, and the squares in these lessons turn `left(90)`.',
    '',
    '**Typing:** most early errors are typing slips. The runner names the line; encourage students to read the message before asking. Python cares about capital letters (`penup`, not `Penup`) and uses the American spelling `color`.',
    '',
    '**Watch for:**',
    '- Indentation: the lines inside a loop, `def` or `if` start with 4 spaces, and the line above ends with a colon. A missing colon or uneven spaces gives a SyntaxError or IndentationError.',
    '- Colours and other text need quotes: `color("red")`. Without them Python looks for a variable and reports a NameError.',
    '- `range(4)` counts 0, 1, 2, 3: four times round, starting at 0.',
    '- `/` always gives a decimal: `360 / 4` is `90.0`. This is correct, not a bug (lesson 4 has a quiz on it).',
    '- `=` stores, `==` compares (lesson 6).',
    '- Functions: `def` draws nothing until the function is called (lesson 5 has a quiz on this).',
    '- Lists count from 0: `colours[0]` is the first item.',
    '',
    '**No keyboard input:** programs cannot use `input()` while they run, so the game lesson uses lists of prepared guesses and `random`. Checks on random programs look at the shape of the output (how many lines, a total between 5 and 30), never at one exact number.',
    '',
    'The art gallery lesson ends with a free build; print or screenshot the drawings for a class display.',
  ].join('\n'),
  resources: [
    {
      title: 'Lesson plans for all 9 lessons',
      kind: 'lesson_plan',
      url: '/resources/python-turtle-and-beyond/lesson-plans',
    },
    {
      title: 'Worksheet: predict the program',
      kind: 'worksheet',
      url: '/resources/python-turtle-and-beyond/predict-the-program',
    },
  ],
} satisfies CourseContentInput
