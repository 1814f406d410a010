import { unzipSync, zipSync } from 'fflate'

/**
 * Parts of Python's standard library that the lesson player leaves out of the copy it sends
 * (decision 221): nothing a lesson, the harness or Pyodide's start-up imports, and nothing a
 * child's program in a sandbox without network, files or processes could use (mail, the web,
 * XML, databases, test and debugging tools, Windows). Everything else is kept, so a child's
 * `import statistics` or `import datetime` works as in any Python.
 */
const LEFT_OUT_OF_STDLIB = [
  '__phello__',
  '_pyrepl',
  'argparse',
  'compileall',
  'configparser',
  'cProfile',
  'ctypes',
  'curses',
  'dbm',
  'doctest',
  'email',
  'ensurepip',
  'ftplib',
  'getopt',
  'html',
  'http',
  'idlelib',
  'imaplib',
  'ipaddress',
  'lib2to3',
  'mailbox',
  'mimetypes',
  'multiprocessing',
  'netrc',
  'nturl2path',
  'optparse',
  'pdb',
  'pickletools',
  'plistlib',
  'poplib',
  'profile',
  'pstats',
  'py_compile',
  'pyclbr',
  'pydoc',
  'pydoc_data',
  'sched',
  'shelve',
  'smtplib',
  'sqlite3',
  'tabnanny',
  'tarfile',
  'tkinter',
  'tomllib',
  'trace',
  'turtledemo',
  'unittest',
  'urllib',
  'venv',
  'wsgiref',
  'xml',
  'xmlrpc',
  'zipapp',
  'zoneinfo',
] as const

/** The text encodings kept (`encodings/<name>`): Unicode, ASCII, Latin-1 and what they lean on. */
const ENCODINGS_KEPT = new Set([
  '__init__',
  'aliases',
  'ascii',
  'charmap',
  'cp437',
  'idna',
  'latin_1',
  'punycode',
  'raw_unicode_escape',
  'undefined',
  'unicode_escape',
  'utf_16',
  'utf_16_be',
  'utf_16_le',
  'utf_32',
  'utf_32_be',
  'utf_32_le',
  'utf_8',
  'utf_8_sig',
])

const leftOut = new Set<string>(LEFT_OUT_OF_STDLIB)

/** Whether a file of the standard library's archive stays in the copy the player sends. */
export function keptInStdlib(path: string): boolean {
  const [top = '', second] = path.split('/')
  const name = top.replace(/\.pyc?$/, '')
  if (leftOut.has(name)) return false
  if (name === 'encodings' && second) return ENCODINGS_KEPT.has(second.replace(/\.pyc?$/, ''))
  return true
}

/** The standard library's archive without the parts left out (a new ZIP, its files compressed). */
export function trimStdlib(archive: Uint8Array): Uint8Array {
  const files = unzipSync(archive, { filter: (file) => keptInStdlib(file.name) })
  return zipSync(files, { level: 9 })
}
