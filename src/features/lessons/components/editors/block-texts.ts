import type { BlockType } from '@/features/runner'
import { m } from '@/paraglide/messages'

// The product's blocks in the page's language, for the editor (blockly-language.ts) and for the
// pictures of blocks drawn without Blockly (blocks-picture.tsx): Blockly is not imported here.

/** What each of the product's blocks says and its tooltip, in the page's language. */
export const BLOCK_TEXTS: Readonly<Record<BlockType, { words: () => string; tip: () => string }>> = {
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
export const COLOUR_WORDS: Readonly<Record<string, () => string>> = {
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
