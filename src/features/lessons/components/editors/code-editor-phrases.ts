import { EditorState, type Extension } from '@codemirror/state'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/**
 * CodeMirror's own words (what a screen reader hears when a selection is deleted, the names of
 * folding marks and of a dialog's close button) in the page's language (decision 204). The code
 * itself stays as typed, left to right.
 */
export function codeEditorPhrases(): Extension {
  if (getLocale() === 'en') return []
  return EditorState.phrases.of({
    'Control character': m.codemirror_control_character(),
    'Selection deleted': m.codemirror_selection_deleted(),
    close: m.codemirror_close(),
    'folded code': m.codemirror_folded_code(),
    to: m.codemirror_to(),
    unfold: m.codemirror_unfold(),
    'Folded lines': m.codemirror_folded_lines(),
    'Unfolded lines': m.codemirror_unfolded_lines(),
    'Fold line': m.codemirror_fold_line(),
    'Unfold line': m.codemirror_unfold_line(),
  })
}
