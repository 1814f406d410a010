import firstStepsWithBlocks from './first-steps-with-blocks'
import javascriptBasics from './javascript-basics'
import pythonTurtleAndBeyond from './python-turtle-and-beyond'
import turtleArtInJavascript from './turtle-art-in-javascript'

/** Every teacher resource page shipped in content/. */
export const RESOURCE_PAGES = [
  ...firstStepsWithBlocks,
  ...turtleArtInJavascript,
  ...javascriptBasics,
  ...pythonTurtleAndBeyond,
]
