import { useEffect, useState } from 'react'
import type { mistakeSentenceWords } from './mistake-sentence-words'

export type SayMistake = typeof mistakeSentenceWords

let loaded: SayMistake | null = null
let loading: Promise<SayMistake> | null = null

/** Starts loading the code voice's words for a mistake (once), answering them when they are there. */
export function loadMistakeSentenceWords(): Promise<SayMistake> {
  loading ??= import('./mistake-sentence-words').then((module) => {
    loaded = module.mistakeSentenceWords
    return loaded
  })
  return loading
}

/**
 * The code voice's explanations of a mistake in the page's language (decision 220), from their
 * own chunk, as the judge's words are (decision 216): not in the lesson page's first load. Null
 * until the chunk has arrived, which starts as soon as a code step's output is on screen (`wanted`:
 * the blocks voice says its mistakes without it); until then a mistake shows the engine's English,
 * marked as English.
 */
export function useMistakeSentenceWords(wanted = true): SayMistake | null {
  const [say, setSay] = useState<SayMistake | null>(() => loaded)
  useEffect(() => {
    if (say || !wanted) return
    loadMistakeSentenceWords().then(
      (found) => setSay(() => found),
      () => {
        loading = null
      },
    )
  }, [say, wanted])
  return say
}
