/**
 * The known name a child most likely meant: same letters in another case first (`penup` →
 * `penUp`), then the closest by edit distance with swapped neighbours counting as one edit
 * (`fowrard` → `forward`), allowing more slips in longer words. Null when nothing is close.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | null {
  if (word.length === 0 || word.length > 40) return null
  const lower = word.toLowerCase()
  let best: string | null = null
  let bestDistance = Number.POSITIVE_INFINITY
  for (const candidate of candidates) {
    if (candidate === word) continue
    if (candidate.toLowerCase() === lower) return candidate
    if (Math.abs(candidate.length - word.length) > 2 || candidate.length > 40) continue
    const distance = editDistance(lower, candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best !== null && bestDistance <= allowedSlips(word) ? best : null
}

function allowedSlips(word: string): number {
  if (word.length <= 2) return 0
  if (word.length <= 4) return 1
  if (word.length <= 7) return 2
  return 3
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[] = new Array(rows * cols).fill(0)
  for (let i = 0; i < rows; i++) d[i * cols] = i
  for (let j = 0; j < cols; j++) d[j] = j
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      )
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, d[(i - 2) * cols + j - 2]! + 1)
      }
      d[i * cols + j] = value
    }
  }
  return d[rows * cols - 1]!
}
