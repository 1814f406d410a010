/** One row of the keyboard help: the keys, then what they do. */
const KEYS: readonly { keys: readonly string[]; together?: boolean; does: string }[] = [
  { keys: ['Tab'], does: 'Go to the blocks you can pick, then to your blocks, then on to Run.' },
  { keys: ['↑', '↓', '←', '→'], does: 'Go from block to block.' },
  {
    keys: ['Enter'],
    does: 'Pick the block. Use the arrows to choose its place. Press Enter again to put it there.',
  },
  { keys: ['M'], does: 'Move a block that is in your program. Then the arrows and Enter.' },
  { keys: ['Delete'], does: 'Take the block away.' },
  { keys: ['Esc'], does: 'Put a block back where it was. Stop the program.' },
  { keys: ['→', 'Enter'], does: 'Change a number: go to it, press Enter, type, press Enter.' },
  { keys: ['T'], does: 'Jump back to the blocks you can pick.' },
  { keys: ['Ctrl', 'Enter'], together: true, does: 'Run your program (⌘ and Enter on a Mac).' },
]

/**
 * The keys of the blocks editor (Blockly's own keyboard navigation, decision 101), in words a
 * child reads and a teacher can show the class.
 */
export function BlocksKeyboardHelp() {
  return (
    <details className="rounded-xl bg-white p-3 text-sm" data-testid="blocks-keyboard-help">
      <summary className="cursor-pointer font-semibold text-slate-700">
        Keyboard: build without a mouse
      </summary>
      <table className="mt-2 w-full border-collapse text-left">
        <caption className="sr-only">Keys for the blocks</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pr-3 font-semibold">
              Keys
            </th>
            <th scope="col" className="py-1 font-semibold">
              What they do
            </th>
          </tr>
        </thead>
        <tbody>
          {KEYS.map((row) => (
            <tr key={row.does} className="border-slate-200 border-t">
              <td className="whitespace-nowrap py-1 pr-3">
                {row.keys.map((key, n) => (
                  <span key={key}>
                    {n > 0 ? (row.together ? ' + ' : ' ') : null}
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono">{key}</kbd>
                  </span>
                ))}
              </td>
              <td className="py-1">{row.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2">
        A screen reader reads your program as a list after the blocks, “Your program, block by block”: each
        block, and the blocks inside it, in order. “See the JavaScript your blocks make” shows the same
        program as code.
      </p>
    </details>
  )
}
