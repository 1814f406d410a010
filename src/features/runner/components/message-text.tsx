import { Fragment } from 'react'

/**
 * A message of the runner or of a check, where `backticks` mark code: the code is shown as code
 * (a monospace `<code>`), never with its backticks, left to right inside a right-to-left sentence.
 * A lone backtick stays as it is.
 */
export function MessageText({ text }: { text: string }) {
  const parts = splitCode(text)
  return (
    <>
      {parts.map((part, index) =>
        part.code ? (
          <code key={index} dir="ltr" className="rounded bg-black/5 px-1 font-mono text-[0.95em]">
            {part.text}
          </code>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  )
}

/** The message in plain text and code parts, in order. */
export function splitCode(text: string): { text: string; code: boolean }[] {
  const parts: { text: string; code: boolean }[] = []
  const pattern = /`([^`\n]+)`/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), code: false })
    parts.push({ text: match[1]!, code: true })
    last = match.index + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), code: false })
  return parts
}
