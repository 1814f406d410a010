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
            <span>: nothing inside yet</span>
          )}
        </li>
      ))}
    </ol>
  )
  return (
    <div className="sr-only" data-testid="blocks-outline">
      <p>{title}</p>
      {stacks.length === 0 ? (
        <p>No blocks yet.</p>
      ) : (
        <ul aria-label={stacks.length === 1 ? '1 stack of blocks' : `${stacks.length} stacks of blocks`}>
          {stacks.map((stack) => (
            <li key={stack[0]!.id}>
              {stack.length === 1 ? 'A stack with 1 block' : `A stack with ${stack.length} blocks`}
              {items(stack)}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
