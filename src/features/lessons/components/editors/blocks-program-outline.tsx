import { m } from '@/paraglide/messages'
import type { OutlineItem } from './block-outline'

/** The program as a list a screen reader reads: stacks, and the blocks inside blocks, in order. */
export function ProgramOutline({ stacks, title }: { stacks: OutlineItem[][]; title: string }) {
  const items = (list: OutlineItem[]) => (
    <ol>
      {list.map((block) => (
        <li key={block.id}>
          {block.words}
          {block.inside === null ? null : block.inside.length ? (
            items(block.inside)
          ) : (
            <span>{m.blocks_outline_nothing_inside()}</span>
          )}
        </li>
      ))}
    </ol>
  )
  return (
    <div className="sr-only" data-testid="blocks-outline">
      <p>{title}</p>
      {stacks.length === 0 ? (
        <p>{m.blocks_outline_none()}</p>
      ) : (
        <ul aria-label={m.blocks_outline_stacks({ count: stacks.length })}>
          {stacks.map((stack) => (
            <li key={stack[0]!.id}>
              {m.blocks_outline_stack_with({ count: stack.length })}
              {items(stack)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
