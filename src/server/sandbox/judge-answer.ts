import { z } from 'zod'
import type { JudgeAnswer } from '@/kernel/runner-protocol'

/**
 * The judge script's answer, checked before the server believes it. The author's program ran in
 * the same QuickJS context and could have replaced anything the script uses (`JSON.stringify`,
 * array methods), so the answer is untrusted data: only this shape gets through, and only
 * finite numbers and bounded text reach a stored goal picture.
 */
const text = z.string().max(10_000)
const number = z.number()
const turtleCommand = z.discriminatedUnion('op', [
  z.strictObject({ op: z.literal('forward'), distance: number }),
  z.strictObject({ op: z.literal('turn'), degrees: number }),
  z.strictObject({ op: z.literal('penUp') }),
  z.strictObject({ op: z.literal('penDown') }),
  z.strictObject({ op: z.literal('color'), color: z.string().max(100) }),
  z.strictObject({ op: z.literal('width'), width: number }),
  z.strictObject({ op: z.literal('goto'), x: number, y: number }),
  z.strictObject({ op: z.literal('circle'), radius: number }),
  z.strictObject({ op: z.literal('fill'), color: z.string().max(100) }),
  z.strictObject({ op: z.literal('home') }),
  z.strictObject({ op: z.literal('clear') }),
  z.strictObject({ op: z.literal('speed'), speed: number }),
  z.strictObject({ op: z.literal('write'), text }),
  z.strictObject({ op: z.literal('background'), color: z.string().max(100) }),
  z.strictObject({ op: z.literal('visible'), visible: z.boolean() }),
])

const judgeAnswer = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('verdict'),
    allPassed: z.boolean(),
    error: text.nullable(),
    failed: z.array(text).max(1000),
  }),
  z.object({
    kind: z.literal('goal'),
    commands: z.array(turtleCommand).max(10_000),
    error: text.nullable(),
  }),
])

/** The answer as data, or null when it is not JSON of the expected shape. */
export function parseJudgeAnswer(answer: string): JudgeAnswer | null {
  let value: unknown
  try {
    value = JSON.parse(answer)
  } catch {
    return null
  }
  const parsed = judgeAnswer.safeParse(value)
  return parsed.success ? (parsed.data as JudgeAnswer) : null
}
