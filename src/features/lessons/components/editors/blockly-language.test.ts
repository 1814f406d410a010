import { afterEach, expect, it } from 'vitest'
import { BLOCKLY_BLOCK_DEFINITIONS } from '@/features/runner'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { translatedBlockDefinitions } from './blockly-language'

afterEach(() => overwriteGetLocale(() => baseLocale))

const placeholders = (words: unknown) => String(words).match(/%\d/g)?.sort() ?? []

it.each(['es', 'ar'] as const)(
  'the blocks speak %s and keep every field in its place and every value',
  (locale) => {
    overwriteGetLocale(() => locale)
    const translated = translatedBlockDefinitions()
    expect(translated.map((block) => block.type)).toEqual(
      BLOCKLY_BLOCK_DEFINITIONS.map((block) => block.type),
    )
    translated.forEach((block, n) => {
      const english = BLOCKLY_BLOCK_DEFINITIONS[n]!
      expect(block.message0).not.toBe(english.message0)
      expect(placeholders(block.message0)).toEqual(placeholders(english.message0))
      expect(block.tooltip).not.toBe(english.tooltip)
    })
    const colour = translated.find((block) => block.type === 'color')!
    const options = (colour.args0 as { options: [string, string][] }[])[0]!.options
    expect(options.find(([, value]) => value === 'red')).toEqual([locale === 'es' ? 'rojo' : 'أحمر', 'red'])
  },
)

it('English blocks say what they said before', () => {
  expect(translatedBlockDefinitions().map((block) => [block.message0, block.tooltip])).toEqual(
    BLOCKLY_BLOCK_DEFINITIONS.map((block) => [block.message0, block.tooltip]),
  )
})
