import course from './course'
import firstLines from './lessons/01-first-lines'
import penAndColour from './lessons/02-pen-and-colour'
import forLoops from './lessons/03-for-loops'
import variables from './lessons/04-variables'
import functions from './lessons/05-functions'
import ifElifElse from './lessons/06-if-elif-else'
import lists from './lessons/07-lists'
import guessingGame from './lessons/08-guessing-game'
import artGallery from './lessons/09-art-gallery'

export default {
  course,
  lessons: [
    firstLines,
    penAndColour,
    forLoops,
    variables,
    functions,
    ifElifElse,
    lists,
    guessingGame,
    artGallery,
  ],
}
