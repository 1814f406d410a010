import { PermanentJobError } from './worker'

/**
 * A sentence a job stores for a person to read later (a failed import's reason, a roster sync's
 * refusal), as a key and its values (decision 226, the pattern of decision 220): a job runs in no
 * request, so it cannot know the reader's language; the page that shows the sentence says it in
 * its own. The stored text is JSON, `{"said":{"key":…,"values":{…}},"en":"…"}`, in the column that
 * held the English: a row stored before is plain English, which never starts with `{"said":`, and
 * is shown as it is, as is a key the reader does not know (its `en`).
 */
export interface JobSentence {
  key: string
  values: Record<string, JobSentenceValue>
}
type JobSentenceValue = string | number | JobSentence

const MARK = '{"said":'

/** The text to store: the key and values, with the English beside them. */
export function storeJobSentence(said: JobSentence, english: string): string {
  return JSON.stringify({ said, en: english })
}

function isSentence(value: unknown): value is JobSentence {
  if (typeof value !== 'object' || value === null) return false
  const { key, values } = value as Partial<JobSentence>
  if (typeof key !== 'string' || typeof values !== 'object' || values === null) return false
  return Object.values(values).every(
    (item) => typeof item === 'string' || typeof item === 'number' || isSentence(item),
  )
}

/** A stored text read back: its sentence and English, or null for plain text (a row stored before). */
function readJobSentence(text: string): { said: JobSentence; en: string } | null {
  if (!text.startsWith(MARK)) return null
  try {
    const parsed = JSON.parse(text) as { said?: unknown; en?: unknown }
    return isSentence(parsed.said) && typeof parsed.en === 'string'
      ? { said: parsed.said, en: parsed.en }
      : null
  } catch {
    return null
  }
}

/**
 * A job's failure that a person reads: its message is the English (the job's log line), `stored`
 * the text the job's handler writes where the person reads it.
 */
export class SaidJobError extends PermanentJobError {
  constructor(said: JobSentence, english: string) {
    super(english, storeJobSentence(said, english))
  }
}

/**
 * Says a stored text in the request's language: `say` turns a known sentence into words (undefined
 * for a key it does not know); plain text and unknown keys come back as stored, marked English.
 */
export function sayJobText(
  text: string,
  say: (said: JobSentence) => string | undefined,
): { text: string; english: boolean } {
  const read = readJobSentence(text)
  if (!read) return { text, english: true }
  const words = say(read.said)
  return words === undefined ? { text: read.en, english: true } : { text: words, english: false }
}
