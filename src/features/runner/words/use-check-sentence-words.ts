import { useEffect, useState } from 'react'
import type { checkSentenceWords } from './check-sentence-words'

type SayCheck = typeof checkSentenceWords

let loaded: SayCheck | null = null
let loading: Promise<SayCheck> | null = null

/** Starts loading the judge's words (once), answering them when they are there. */
export function loadCheckSentenceWords(): Promise<SayCheck> {
  loading ??= import('./check-sentence-words').then((module) => {
    loaded = module.checkSentenceWords
    return loaded
  })
  return loading
}

/**
 * The judge's sentences in the page's language (decision 213), from their own chunk: its words in
 * every language are not in the lesson page's first load (decision 216). Null until the chunk has
 * arrived, which starts as soon as a list of checks is on screen, long before a first Run's
 * verdict; until then a verdict shows the judge's English, marked as English.
 */
export function useCheckSentenceWords(): SayCheck | null {
  const [say, setSay] = useState<SayCheck | null>(() => loaded)
  useEffect(() => {
    if (say) return
    loadCheckSentenceWords().then(
      (found) => setSay(() => found),
      () => {
        loading = null
      },
    )
  }, [say])
  return say
}
