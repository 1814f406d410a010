// The runner's steps of `npm run bench`: Python's start-up, median of 5 (python-timing.ts), and one
// tab running 200 programs (endurance.ts). Each in a browser of its own.
import { type EnduranceResult, measureEndurance, printEndurance } from './endurance.ts'
import { launchChromium } from './lesson-weight.ts'
import { measurePythonTiming, printPythonTiming } from './python-timing.ts'

export async function runnerSteps(
  origin: string,
  pythonLesson: string | undefined,
  line: (label: string, value: string) => void,
): Promise<EnduranceResult> {
  const browser = await launchChromium()
  try {
    if (pythonLesson) {
      console.log(`\nPython start-up, median of 5 (${pythonLesson}, guest, Chromium)`)
      printPythonTiming(await measurePythonTiming(browser, `${origin}${pythonLesson}`), line)
    }
    console.log('\nOne tab, 200 programs: blocks, JavaScript and Python free lessons, moving inside the app')
    const endurance = await measureEndurance(browser, origin)
    printEndurance(endurance, line)
    return endurance
  } finally {
    await browser.close()
  }
}
