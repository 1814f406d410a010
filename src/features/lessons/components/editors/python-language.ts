import { python } from '@codemirror/lang-python'
import { indentUnit } from '@codemirror/language'

/**
 * Python in the code editor: its highlighting, Enter after a `:` indents the next line, and Tab and
 * indentation use 4 spaces, as Python's own style asks. In its own chunk, for Python steps only.
 */
export const pythonLanguage = [python(), indentUnit.of('    ')]
