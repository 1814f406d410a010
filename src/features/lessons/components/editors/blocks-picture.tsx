import type { ReactNode } from 'react'
import { BLOCK_FIELDS, type Block, blockColor, CONTAINER_BLOCKS, EVENT_BLOCKS } from '@/features/runner'
import { BLOCK_TEXTS, COLOUR_WORDS } from './block-texts'

/**
 * A blocks program drawn as a picture, without Blockly (decision 212): an explanation's example
 * only shows blocks (nobody edits it), so it is rendered by the server with the page's words and
 * costs the child's browser no editor at all. Each block has its family's colour and says what
 * Blockly's block says, in the page's language (block-texts.ts); blocks that hold others (when Run is clicked, repeat) wrap them. A screen
 * reader reads it as lists: each stack, and the blocks inside blocks, in order.
 */
export function BlocksPicture({
  program,
  label,
  heightClass,
}: {
  program: readonly Block[]
  label: string
  heightClass: string
}) {
  return (
    // Blocks read left to right, as code does, on a right-to-left page too.
    <figure
      aria-label={label}
      dir="ltr"
      data-testid="blocks-picture"
      className={`${heightClass} overflow-auto rounded-xl border border-slate-200 bg-slate-50 p-3`}
    >
      <ul className="flex flex-wrap items-start gap-4">
        {program.map((block, index) => (
          // A saved program has no ids: a block is its place in the list.
          <li key={index}>
            <BlockShape block={block} />
          </li>
        ))}
      </ul>
    </figure>
  )
}

/** The block's words with its values in white pills: "move forward (100)"; colours by their name. */
function blockText(block: Block): ReactNode[] {
  const fields = BLOCK_FIELDS[block.type]
  return BLOCK_TEXTS[block.type]
    .words()
    .split(/(%\d|[↻↺])/)
    .map((part, index) => {
      const field = /^%(\d)$/.exec(part)
      if (field) {
        const spec = fields[Number(field[1]) - 1]
        const given = spec ? (block.fields?.[spec.name] ?? spec.initial) : ''
        const value = spec?.kind === 'color' ? (COLOUR_WORDS[String(given)]?.() ?? given) : given
        return (
          <span key={index} className="mx-0.5 rounded-full bg-white px-2 py-0.5 text-slate-900">
            {value}
          </span>
        )
      }
      // The turn arrows are pictures for the eyes; "turn right" already says it.
      if (part === '↻' || part === '↺')
        return (
          <span key={index} aria-hidden="true">
            {part}
          </span>
        )
      return part
    })
}

function BlockShape({ block }: { block: Block }) {
  const color = blockColor(block.type)
  const hat = EVENT_BLOCKS.includes(block.type)
  const words = (
    <span
      className={`inline-flex min-h-9 items-center whitespace-nowrap px-3 py-1 font-bold text-slate-950 text-sm ${
        hat ? 'rounded-t-2xl' : 'rounded-t-md'
      } ${CONTAINER_BLOCKS.includes(block.type) ? '' : 'rounded-b-md'}`}
      style={{ backgroundColor: color }}
    >
      {blockText(block)}
    </span>
  )
  if (!CONTAINER_BLOCKS.includes(block.type)) return words
  const body = block.body ?? []
  return (
    <span className="inline-flex flex-col items-start">
      {words}
      <span className="flex">
        <span aria-hidden="true" className="w-4 shrink-0" style={{ backgroundColor: color }} />
        {body.length ? (
          <ul className="space-y-0.5 py-0.5">
            {body.map((inner, index) => (
              <li key={index}>
                <BlockShape block={inner} />
              </li>
            ))}
          </ul>
        ) : (
          <span className="h-6 w-20" />
        )}
      </span>
      <span aria-hidden="true" className="h-3 w-24 rounded-b-md" style={{ backgroundColor: color }} />
    </span>
  )
}
