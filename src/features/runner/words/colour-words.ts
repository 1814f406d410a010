import { colorLabel } from '@/kernel/runner-protocol/colors'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

// Colours and lists in the page's language: the drawing's description and the checks' sentences.

/** The colours a child names, in the page's language; any other colour keeps its English name. */
const COLOUR_NAMES: Record<string, () => string> = {
  red: () => m.runner_colour_red(),
  orange: () => m.runner_colour_orange(),
  yellow: () => m.runner_colour_yellow(),
  green: () => m.runner_colour_green(),
  blue: () => m.runner_colour_blue(),
  purple: () => m.runner_colour_purple(),
  pink: () => m.runner_colour_pink(),
  brown: () => m.runner_colour_brown(),
  black: () => m.runner_colour_black(),
  white: () => m.runner_colour_white(),
  gray: () => m.runner_colour_gray(),
  grey: () => m.runner_colour_gray(),
}

export function colourWords(color: string): string {
  const label = colorLabel(color)
  return COLOUR_NAMES[label]?.() ?? label
}

/** "a, b and c" in English as before; the page's own list words in other languages. */
export function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('')
  const locale = getLocale()
  if (locale.startsWith('en')) return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items)
}
