/**
 * Where a comment pinned to a line of an earlier version belongs in the child's current code
 * (decision 193): the same line if the code has not changed; otherwise the current line with the
 * same text nearest to where it was; null when that text is gone ("on an earlier version").
 */
export function placeComment(pinnedCode: string, line: number, currentCode: string): number | null {
  if (pinnedCode === currentCode) return line
  const text = pinnedCode.split('\n')[line - 1]?.trim()
  if (!text) return null
  const current = currentCode.split('\n')
  let best: number | null = null
  current.forEach((candidate, index) => {
    if (candidate.trim() !== text) return
    if (best === null || Math.abs(index + 1 - line) < Math.abs(best - line)) best = index + 1
  })
  return best
}
