import { Fragment, type ReactNode } from 'react'

/** Marks a variable's place in a message; no language's words contain it. */
const MARK = '\u2063'
/** The pseudo-locale's markers (decision 204). */
const PSEUDO_START = '⟦'
const PSEUDO_END = '⟧'

/**
 * A message with elements in its variables' places (a lesson title marked `lang="en"`, a piece of
 * code): the message is said with a marker for each part, then cut at the markers, so each
 * language keeps its own word order around the parts. Under the pseudo-locale each piece of the
 * message's own words keeps the markers, so the gate reads every piece as looked up.
 */
export function messageParts<K extends string>(
  say: (values: Record<K, string>) => string,
  parts: Record<K, ReactNode>,
): ReactNode {
  const names = Object.keys(parts) as K[]
  const values = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`])) as Record<
    K,
    string
  >
  const said = say(values)
  const pseudo = said.startsWith(PSEUDO_START)
  const pieces = said.split(MARK)
  // Odd pieces are the parts' numbers, even ones the message's own text.
  return pieces.map((piece, index) => {
    if (index % 2 === 1) return <Fragment key={`part-${piece}`}>{parts[names[Number(piece)]!]}</Fragment>
    if (!piece) return null
    const text =
      pseudo && /\p{L}/u.test(piece)
        ? `${piece.startsWith(PSEUDO_START) ? '' : PSEUDO_START}${piece}${piece.endsWith(PSEUDO_END) ? '' : PSEUDO_END}`
        : piece
    return <Fragment key={`text-${index}`}>{text}</Fragment>
  })
}
