import * as Blockly from 'blockly/core'
import { BLOCKLY_BLOCK_DEFINITIONS, type BlockType } from '@/features/runner'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
import { BLOCK_TEXTS, COLOUR_WORDS } from './block-texts'
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
  // The pseudo-locale marks Blockly's English words, so the gate tells them from inline strings.
  if (locale === 'en-XA') {
    for (const [key, text] of Object.entries(Blockly.Msg))
      if (typeof text === 'string' && /\p{L}/u.test(text)) Blockly.Msg[key] = `⟦${text}⟧`
  }
  Blockly.Msg.WORKSPACE_LABEL_FLYOUT_WORKSPACE = m.blocks_flyout_label()
  const definitions = translatedBlockDefinitions()
  for (const definition of definitions) delete Blockly.Blocks[definition.type as string]
  Blockly.common.defineBlocksWithJsonArray(definitions)
  prepared = locale
}
