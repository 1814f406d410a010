import { startTransition, useEffect, useState } from 'react'

/**
 * Lesson text for a touch screen: "Click Run" reads "Tap Run". "clicked" stays, since it names a
 * block ("when Run is clicked") the child sees with that word.
 */
export function touchWords(text: string): string {
  return text.replace(
    /\b([Cc])lick(ing)?\b/g,
    (_, c: string, ing?: string) => `${c === 'C' ? 'T' : 't'}ap${ing ? 'ping' : ''}`,
  )
}

/**
 * True on a device whose main pointer is a finger (a tablet): known only in the browser, so the
 * server's page and the first render say "Click" and the words change once the page runs.
 */
export function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(false)
  useEffect(() => {
    const query = window.matchMedia('(pointer: coarse)')
    // A transition: React changes the words once the text has hydrated, instead of dropping the
    // server's text for the raw fallback while the markdown renderer loads.
    const change = () => startTransition(() => setCoarse(query.matches))
    change()
    query.addEventListener('change', change)
    return () => query.removeEventListener('change', change)
  }, [])
  return coarse
}
