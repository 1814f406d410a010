import type { CourseContentInput } from '@/kernel/lesson-content/course-content.schemas'

export default {
  slug: 'javascript-basics',
  title: 'JavaScript Basics',
  description:
    'A first real programming course: variables, decisions, loops, functions and arrays in JavaScript, ending with classic puzzles and a small game. Output goes to the console.',
  ageMin: 11,
  ageMax: 14,
  language: 'javascript',
  color: '#4f46e5',
  icon: 'braces',
  sections: [
    {
      title: 'Values and variables',
      items: [{ lesson: 'js-hello-console' }, { lesson: 'js-variables' }, { lesson: 'js-numbers-and-text' }],
    },
    {
      title: 'Decisions and loops',
      items: [
        { lesson: 'js-if-else' },
        { lesson: 'js-and-or-not' },
        { lesson: 'js-loops' },
        {
          resource: {
            title: 'Worksheet: trace the loop',
            kind: 'worksheet',
            url: '/resources/javascript-basics/trace-the-loop',
          },
        },
      ],
    },
    {
      title: 'Functions, arrays and games',
      items: [
        { lesson: 'js-functions' },
        { lesson: 'js-arrays' },
        { lesson: 'js-fizzbuzz' },
        { lesson: 'js-guess-the-number' },
      ],
    },
  ],
  teacherNotes: [
    'Ten lessons of 40–50 minutes for ages 11–14. Lessons 1–3 need no prior coding; from lesson 4 some exercises ask students to finish a function that the checks call with several values, so a program that only works for one value does not pass.',
    '',
    '**How checks work:** output checks compare what the program prints; function checks call the student’s function (for example `ticketPrice(11)`) and say what came back. Encourage students to read the check message: it names the call and the value it gave.',
    '',
    '**Watch for:**',
    '- `=` (store) versus `===` (compare).',
    '- Off-by-one loops (`<` versus `<=`), and arrays counting from 0.',
    '- `console.log` inside a function instead of `return` (lesson 7 has a quiz on this).',
    '- Endless `while` loops: the runner stops them after 2 seconds with a message; use it to talk about loop conditions.',
    '',
    'FizzBuzz (lesson 9) is free, so it also works as a one-off coding-club session.',
  ].join('\n'),
  resources: [
    {
      title: 'Lesson plans for all 10 lessons',
      kind: 'lesson_plan',
      url: '/resources/javascript-basics/lesson-plans',
    },
    {
      title: 'Worksheet: trace the loop',
      kind: 'worksheet',
      url: '/resources/javascript-basics/trace-the-loop',
    },
  ],
} satisfies CourseContentInput
