// The blocks course in Spanish and Arabic (decision 214): one file per lesson, both languages side
// by side, joined to the lessons by slug.
import type { LessonTranslationsInput } from '@/kernel/lesson-content/translation.schemas'
import meetTheTurtle from './01-meet-the-turtle'
import turnAndWalk from './02-turn-and-walk'
import drawASquare from './03-draw-a-square'
import penUpPenDown from './04-pen-up-pen-down'
import colors from './05-colors'
import repeat from './06-repeat'
import shapesWithRepeat from './07-shapes-with-repeat'
import startEvent from './08-start-event'
import messages from './09-messages'
import counting from './10-counting'

export const LESSON_TRANSLATIONS: Readonly<Record<string, LessonTranslationsInput>> = {
  'blocks-meet-the-turtle': meetTheTurtle,
  'blocks-turn-and-walk': turnAndWalk,
  'blocks-draw-a-square': drawASquare,
  'blocks-pen-up-pen-down': penUpPenDown,
  'blocks-colors': colors,
  'blocks-repeat': repeat,
  'blocks-shapes-with-repeat': shapesWithRepeat,
  'blocks-start-event': startEvent,
  'blocks-messages': messages,
  'blocks-counting': counting,
}
