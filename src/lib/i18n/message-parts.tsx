import { Fragment, type ReactNode } from 'react'

/** Marks a variable's place in a message; no language's words contain it. */
const MARK = '\u2063'

/**
 * A message with elements in its variables' places (a lesson title marked `lang="en"`, a piece of
 * code): the message is said with a marker for each part, then cut at the markers, so each
 * language keeps its own word order around the parts.
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
  const pieces = say(values).split(MARK)
  // Odd pieces are the parts' numbers, even ones the message's own text.
  return pieces.map((piece, index) =>
    index % 2 === 1 ? (
      <Fragment key={`part-${piece}`}>{parts[names[Number(piece)]!]}</Fragment>
    ) : piece ? (
      <Fragment key={`text-${index}`}>{piece}</Fragment>
    ) : null,
  )
}
