import * as Blockly from 'blockly/core'
import { BLOCKLY_BLOCK_DEFINITIONS, type BlockType } from '@/features/runner'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import { defineBlocks } from './blockly-setup'

/**
 * Blockly's own words (menus, the screen reader's names) in the page's language: only that
 * language's file, loaded with the editor (decision 204). English and the pseudo-locale keep the
 * English file blockly-setup.ts sets.
 */
const BLOCKLY_MESSAGES: Partial<Record<string, () => Promise<Record<string, string>>>> = {
  es: () => import('blockly/msg/es') as unknown as Promise<Record<string, string>>,
  ar: () => import('blockly/msg/ar') as unknown as Promise<Record<string, string>>,
}

/** What each of the product's blocks says and its tooltip, in the page's language. */
const BLOCK_TEXTS: Readonly<Record<BlockType, { words: () => string; tip: () => string }>> = {
  when_run: { words: () => m.blocks_word_when_run(), tip: () => m.blocks_tip_when_run() },
  forward: { words: () => m.blocks_word_forward(), tip: () => m.blocks_tip_forward() },
  back: { words: () => m.blocks_word_back(), tip: () => m.blocks_tip_back() },
  turn_right: { words: () => m.blocks_word_turn_right(), tip: () => m.blocks_tip_turn_right() },
  turn_left: { words: () => m.blocks_word_turn_left(), tip: () => m.blocks_tip_turn_left() },
  repeat: { words: () => m.blocks_word_repeat(), tip: () => m.blocks_tip_repeat() },
  pen_up: { words: () => m.blocks_word_pen_up(), tip: () => m.blocks_tip_pen_up() },
  pen_down: { words: () => m.blocks_word_pen_down(), tip: () => m.blocks_tip_pen_down() },
  color: { words: () => m.blocks_word_color(), tip: () => m.blocks_tip_color() },
  pen_width: { words: () => m.blocks_word_pen_width(), tip: () => m.blocks_tip_pen_width() },
  circle: { words: () => m.blocks_word_circle(), tip: () => m.blocks_tip_circle() },
  say: { words: () => m.blocks_word_say(), tip: () => m.blocks_tip_say() },
  set: { words: () => m.blocks_word_set(), tip: () => m.blocks_tip_set() },
  change: { words: () => m.blocks_word_change(), tip: () => m.blocks_tip_change() },
  say_variable: { words: () => m.blocks_word_say_variable(), tip: () => m.blocks_tip_say_variable() },
  when_message: { words: () => m.blocks_word_when_message(), tip: () => m.blocks_tip_when_message() },
  send_message: { words: () => m.blocks_word_send_message(), tip: () => m.blocks_tip_send_message() },
}

/** The colours' names on the colour block; the program keeps the English value. */
const COLOUR_WORDS: Readonly<Record<string, () => string>> = {
  red: () => m.blocks_colour_red(),
  orange: () => m.blocks_colour_orange(),
  yellow: () => m.blocks_colour_yellow(),
  green: () => m.blocks_colour_green(),
  blue: () => m.blocks_colour_blue(),
  purple: () => m.blocks_colour_purple(),
  pink: () => m.blocks_colour_pink(),
  brown: () => m.blocks_colour_brown(),
  black: () => m.blocks_colour_black(),
  gray: () => m.blocks_colour_gray(),
}

/** The product's block definitions with their words in the page's language; types and values stay. */
export function translatedBlockDefinitions(): Record<string, unknown>[] {
  return BLOCKLY_BLOCK_DEFINITIONS.map((definition) => {
    const texts = BLOCK_TEXTS[definition.type as BlockType]
    const args = (definition.args0 as Record<string, unknown>[]).map((arg) =>
      arg.name === 'COLOR' && Array.isArray(arg.options)
        ? {
            ...arg,
            options: (arg.options as [string, string][]).map(([label, value]) => [
              COLOUR_WORDS[value]?.() ?? label,
              value,
            ]),
          }
        : arg,
    )
    return { ...definition, message0: texts.words(), tooltip: texts.tip(), args0: args }
  })
}

let prepared: string | null = null

/**
 * Blockly set up for the page's language before the first editor opens: Blockly's own file for
 * Spanish or Arabic, the product's blocks saying their words through the page's messages (the
 * pseudo-locale too, so the gate reads them). English keeps the setup as it is.
 */
export async function prepareBlocklyLanguage(): Promise<void> {
  const locale = getLocale()
  if (prepared === locale) return
  defineBlocks()
  if (locale === 'en') return
  const messages = await BLOCKLY_MESSAGES[locale]?.()
  if (messages) Blockly.setLocale(messages)
  Blockly.Msg.WORKSPACE_LABEL_FLYOUT_WORKSPACE = m.blocks_flyout_label()
  const definitions = translatedBlockDefinitions()
  for (const definition of definitions) delete Blockly.Blocks[definition.type as string]
  Blockly.common.defineBlocksWithJsonArray(definitions)
  prepared = locale
}
