import course from './course'
import firstLines from './lessons/01-first-lines'
import penAndColour from './lessons/02-pen-and-colour'
import forLoops from './lessons/03-for-loops'
import polygons from './lessons/04-polygons'
import loopsThatGrow from './lessons/05-loops-that-grow'
import variables from './lessons/06-variables'
import functions from './lessons/07-functions'
import parameters from './lessons/08-parameters'
import artGallery from './lessons/09-art-gallery'

export default {
  course,
  lessons: [
    firstLines,
    penAndColour,
    forLoops,
    polygons,
    loopsThatGrow,
    variables,
    functions,
    parameters,
    artGallery,
  ],
}
