import type { CourseContentInput } from '@/kernel/lesson-content/course-content.schemas'

export default {
  slug: 'first-steps-with-blocks',
  title: 'First Steps with Blocks',
  description:
    'Young coders snap blocks together to guide a turtle: first in order, then with repeat loops, then with events and messages. No reading-heavy screens, no typing.',
  ageMin: 6,
  ageMax: 8,
  language: 'blocks',
  color: '#f59e0b',
  icon: 'blocks',
  sections: [
    {
      title: 'Move the turtle',
      items: [
        { lesson: 'blocks-meet-the-turtle' },
        { lesson: 'blocks-turn-and-walk' },
        { lesson: 'blocks-draw-a-square' },
        { lesson: 'blocks-pen-up-pen-down' },
        { lesson: 'blocks-colors' },
      ],
    },
    {
      title: 'Repeat',
      items: [
        { lesson: 'blocks-repeat' },
        { lesson: 'blocks-shapes-with-repeat' },
        {
          resource: {
            title: 'Unplugged: be the turtle (floor game)',
            kind: 'worksheet',
            url: '/resources/first-steps-with-blocks/be-the-turtle',
          },
        },
      ],
    },
    {
      title: 'Events and boxes',
      items: [{ lesson: 'blocks-start-event' }, { lesson: 'blocks-messages' }, { lesson: 'blocks-counting' }],
    },
  ],
  teacherNotes: [
    'Ten lessons of 20–30 minutes. Each starts with a short explanation the class can read together, then two or three small exercises; the first one takes under a minute.',
    '',
    '**Before the first lesson:** show the Run button and how to drag a block until it clicks under **when Run is clicked**. Most early "it does not work" moments are blocks that are not joined.',
    '',
    '**Reading:** block words are kept to what most 7-year-olds read. Pair strong and new readers, and read each instruction aloud once.',
    '',
    '**Watch for:**',
    '- Left and right: children facing the screen mix them up. Stand up and turn with the class ("be the turtle").',
    '- Turning 90 vs moving 90: the turn block turns, it does not walk.',
    '- In lesson 8, blocks lying loose on the workspace do nothing: that is the point of the lesson.',
    '',
    'Hints unlock one at a time; the second hint is nearly the answer. The checks tell the child what is missing ("Your square has 3 sides — it needs 4"), so ask them to read the message before asking you.',
  ].join('\n'),
  resources: [
    {
      title: 'Lesson plans for all 10 lessons',
      kind: 'lesson_plan',
      url: '/resources/first-steps-with-blocks/lesson-plans',
    },
    {
      title: 'Unplugged: be the turtle (floor game)',
      kind: 'worksheet',
      url: '/resources/first-steps-with-blocks/be-the-turtle',
    },
  ],
  translations: {
    es: {
      title: 'Primeros pasos con bloques',
      description:
        'Los pequeños programadores unen bloques para guiar a una tortuga: primero en orden, luego con bucles de repetir, luego con eventos y mensajes. Sin pantallas llenas de texto, sin teclear.',
      sections: ['Mueve la tortuga', 'Repetir', 'Eventos y cajas'],
    },
    ar: {
      title: 'خطوات أولى مع المكعّبات',
      description:
        'يركّب المبرمجون الصغار المكعّبات ليقودوا سلحفاة: أولًا بالترتيب، ثم بحلقات كرّر، ثم بالأحداث والرسائل. بلا شاشات مليئة بالكلام، وبلا كتابة.',
      sections: ['حرّك السلحفاة', 'كرّر', 'الأحداث والصناديق'],
    },
  },
} satisfies CourseContentInput
