import course from './course'
import meetTheTurtle from './lessons/01-meet-the-turtle'
import turnAndWalk from './lessons/02-turn-and-walk'
import drawASquare from './lessons/03-draw-a-square'
import penUpPenDown from './lessons/04-pen-up-pen-down'
import colors from './lessons/05-colors'
import repeat from './lessons/06-repeat'
import shapesWithRepeat from './lessons/07-shapes-with-repeat'
import startEvent from './lessons/08-start-event'
import messages from './lessons/09-messages'
import counting from './lessons/10-counting'
import { LESSON_TRANSLATIONS } from './translations'

export default {
  course,
  lessons: [
    meetTheTurtle,
    turnAndWalk,
    drawASquare,
    penUpPenDown,
    colors,
    repeat,
    shapesWithRepeat,
    startEvent,
    messages,
    counting,
  ].map((lesson) => ({ ...lesson, translations: LESSON_TRANSLATIONS[lesson.slug] })),
}
