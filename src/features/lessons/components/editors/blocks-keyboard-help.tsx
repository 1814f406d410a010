import { m } from '@/paraglide/messages'

/** One row of the keyboard help: the keys, then what they do. */
const KEYS: readonly { keys: readonly string[]; together?: boolean; does: () => string }[] = [
  { keys: ['Tab'], does: () => m.blocks_keys_tab() },
  { keys: ['↑', '↓', '←', '→'], does: () => m.blocks_keys_arrows() },
  { keys: ['Enter'], does: () => m.blocks_keys_enter() },
  { keys: ['M'], does: () => m.blocks_keys_m() },
  { keys: ['Delete'], does: () => m.blocks_keys_delete() },
  { keys: ['Esc'], does: () => m.blocks_keys_esc() },
  { keys: ['→', 'Enter'], does: () => m.blocks_keys_number() },
  { keys: ['T'], does: () => m.blocks_keys_t() },
  { keys: ['Ctrl', 'Enter'], together: true, does: () => m.blocks_keys_run() },
]

/**
 * The keys of the blocks editor (Blockly's own keyboard navigation, decision 101), in words a
 * child reads and a teacher can show the class.
 */
export function BlocksKeyboardHelp() {
  return (
    <details className="rounded-xl bg-white p-3 text-sm" data-testid="blocks-keyboard-help">
      <summary className="cursor-pointer font-semibold text-slate-700">{m.blocks_keys_summary()}</summary>
      <table className="mt-2 w-full border-collapse text-start">
        <caption className="sr-only">{m.blocks_keys_caption()}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-1 pe-3 font-semibold">
              {m.blocks_keys_keys()}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {m.blocks_keys_what()}
            </th>
          </tr>
        </thead>
        <tbody>
          {KEYS.map((row) => (
            <tr key={row.keys.join()} className="border-slate-200 border-t">
              <td className="whitespace-nowrap py-1 pe-3" dir="ltr">
                {row.keys.map((key, n) => (
                  <span key={key}>
                    {n > 0 ? (row.together ? ' + ' : ' ') : null}
                    <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono">{key}</kbd>
                  </span>
                ))}
              </td>
              <td className="py-1">{row.does()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2">{m.blocks_keys_screen_reader()}</p>
    </details>
  )
}
