import course from './course'
import helloConsole from './lessons/01-hello-console'
import variables from './lessons/02-variables'
import numbersAndText from './lessons/03-numbers-and-text'
import ifElse from './lessons/04-if-else'
import andOrNot from './lessons/05-and-or-not'
import loops from './lessons/06-loops'
import functions from './lessons/07-functions'
import arrays from './lessons/08-arrays'
import fizzbuzz from './lessons/09-fizzbuzz'
import guessTheNumber from './lessons/10-guess-the-number'

export default {
  course,
  lessons: [
    helloConsole,
    variables,
    numbersAndText,
    ifElse,
    andOrNot,
    loops,
    functions,
    arrays,
    fizzbuzz,
    guessTheNumber,
  ],
}
