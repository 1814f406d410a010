import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Docs that keep themselves true (decision 181): every decision record has its Date and Status and
 * a row in docs/decisions/README.md that says the same, no two records share a number, and every
 * folder of src/features has its row in docs/architecture.md's feature index.
 */

const ROOT = path.join(import.meta.dirname, '..')
const DECISIONS = path.join(ROOT, 'docs/decisions')
const INDEX = path.join(DECISIONS, 'README.md')
const ARCHITECTURE = path.join(ROOT, 'docs/architecture.md')
const FEATURES = path.join(ROOT, 'src/features')

const STATUSES = ['accepted', 'proposed', 'superseded', 'deprecated', 'rejected']

interface DecisionRecord {
  file: string
  number: string
  title: string
  date: string
  status: string
}

/** Problems of one record's head, or the record as its index row must show it. */
function readRecord(file: string, text: string): DecisionRecord | string[] {
  const lines = text.split('\n')
  const problems: string[] = []
  const fileNumber = /^(\d{3})-[a-z0-9-]+\.md$/.exec(file)?.[1]
  if (!fileNumber) problems.push(`${file}: a record's file is named NNN-short-title.md`)
  const heading = /^# (\d{3})(?: ·|\.) (.+)$/.exec(lines[0] ?? '')
  if (!heading) problems.push(`${file}: the first line is "# NNN · Title"`)
  else if (heading[1] !== fileNumber) problems.push(`${file}: its title says ${heading[1]}`)
  // The head is the paragraph that starts with "Date:", before the first section.
  const firstSection = lines.findIndex((line) => line.startsWith('## '))
  const start = lines.findIndex(
    (line, at) => line.startsWith('Date:') && (firstSection < 0 || at < firstSection),
  )
  const head: string[] = []
  for (const line of start < 0 ? [] : lines.slice(start)) {
    if (line.trim() === '') break
    head.push(line.trim())
  }
  const fields = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (\w+)/.exec(head.join(' '))
  if (!fields) {
    problems.push(`${file}: no "Date: YYYY-MM-DD · Status: Accepted" line before its first section`)
  } else {
    const date = new Date(`${fields[1]}T00:00:00Z`)
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== fields[1]) {
      problems.push(`${file}: ${fields[1]} is not a date`)
    }
    if (!STATUSES.includes(fields[2]!.toLowerCase())) {
      problems.push(`${file}: the status "${fields[2]}" is not one of ${STATUSES.join(', ')}`)
    }
  }
  if (problems.length > 0 || !heading || !fields) return problems
  const status = fields[2]!.toLowerCase()
  return {
    file,
    number: fileNumber!,
    title: heading[2]!.trim(),
    date: fields[1]!,
    status: status[0]!.toUpperCase() + status.slice(1),
  }
}

interface IndexRow {
  number: string
  title: string
  file: string
  date: string
  status: string
}

/** The rows of the index's table: `| 001 | [Title](001-x.md) | 2026-11-22 | Accepted | … |`. */
function indexRows(text: string): IndexRow[] {
  const rows: IndexRow[] = []
  for (const line of text.split('\n')) {
    const row = /^\| (\d{3}) \| \[(.+)\]\(([^)]+\.md)\) \| ([^|]+?) \| ([^|]+?) \|/.exec(line)
    if (row) rows.push({ number: row[1]!, title: row[2]!, file: row[3]!, date: row[4]!, status: row[5]! })
  }
  return rows
}

/** What is wrong between the records and the index, each said as what to write. */
function indexProblems(records: readonly DecisionRecord[], rows: readonly IndexRow[]): string[] {
  const problems: string[] = []
  const byFile = new Map(rows.map((row) => [row.file, row]))
  const numbers = new Map<string, string>()
  for (const record of records) {
    const other = numbers.get(record.number)
    if (other) problems.push(`${record.file} and ${other} share the number ${record.number}`)
    numbers.set(record.number, record.file)
    const wanted = `| ${record.number} | [${record.title}](${record.file}) | ${record.date} | ${record.status} |`
    const row = byFile.get(record.file)
    if (!row) {
      problems.push(`${record.file} has no row in docs/decisions/README.md; add: ${wanted} … |`)
    } else if (
      row.number !== record.number ||
      row.title !== record.title ||
      row.date !== record.date ||
      row.status !== record.status
    ) {
      problems.push(
        `${record.file}: its row in docs/decisions/README.md differs from the record; write: ${wanted} … |`,
      )
    }
  }
  const files = new Set(records.map((record) => record.file))
  for (const row of rows) {
    if (!files.has(row.file)) problems.push(`docs/decisions/README.md lists ${row.file}, which is no record`)
  }
  const order = rows.map((row) => row.number)
  if (order.join() !== [...order].sort().join())
    problems.push('docs/decisions/README.md lists the records out of order')
  return problems
}

/** The features named in the first column of the architecture's feature index. */
function featureIndexNames(architecture: string): string[] {
  const section = architecture.split(/^## Feature index$/m)[1]?.split(/^## /m)[0] ?? ''
  return [...section.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((match) => match[1]!)
}

function recordFiles(): string[] {
  return readdirSync(DECISIONS)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort()
}

describe('decision records (decision 181)', () => {
  const records: DecisionRecord[] = []
  const headProblems: string[] = []
  for (const file of recordFiles()) {
    const read = readRecord(file, readFileSync(path.join(DECISIONS, file), 'utf8'))
    if (Array.isArray(read)) headProblems.push(...read)
    else records.push(read)
  }

  it('every record has its number, title, Date and Status', () => {
    expect(headProblems).toEqual([])
    expect(records.length).toBeGreaterThan(100)
  })

  it('docs/decisions/README.md lists every record once, as the record says, in order', () => {
    expect(indexProblems(records, indexRows(readFileSync(INDEX, 'utf8')))).toEqual([])
  })

  it('docs/architecture.md links to the full list', () => {
    expect(readFileSync(ARCHITECTURE, 'utf8')).toContain('(decisions/README.md)')
  })

  it('every feature folder has a row in the feature index of docs/architecture.md, and only those', () => {
    const folders = readdirSync(FEATURES)
      .filter((name) => statSync(path.join(FEATURES, name)).isDirectory())
      .sort()
    const indexed = featureIndexNames(readFileSync(ARCHITECTURE, 'utf8'))
    expect(folders.filter((name) => !indexed.includes(name))).toEqual([])
    expect(indexed.filter((name) => !folders.includes(name))).toEqual([])
  })
})

describe('the checks themselves', () => {
  const record = (file: string, text: string) => readRecord(file, text)
  const good = '# 200 · A title\n\nDate: 2026-11-27 · Status: Accepted\n\n## Context\n'

  it('a record without Date or Status, or with a made-up status or date, is named', () => {
    expect(record('200-a-title.md', good)).toMatchObject({
      number: '200',
      title: 'A title',
      status: 'Accepted',
    })
    expect(
      record('200-a-title.md', '# 200 · A title\n\n## Context\nDate: 2026-11-27 · Status: Accepted\n'),
    ).toEqual(['200-a-title.md: no "Date: YYYY-MM-DD · Status: Accepted" line before its first section'])
    expect(record('200-a-title.md', good.replace('Accepted', 'Maybe'))).toEqual([
      '200-a-title.md: the status "Maybe" is not one of accepted, proposed, superseded, deprecated, rejected',
    ])
    expect(record('200-a-title.md', good.replace('2026-11-27', '2026-02-30'))).toEqual([
      '200-a-title.md: 2026-02-30 is not a date',
    ])
    expect(record('200-a-title.md', good.replace('# 200', '# 201'))).toEqual([
      '200-a-title.md: its title says 201',
    ])
  })

  it('a record without a row, a stale row, a row that says otherwise and a shared number are named', () => {
    const a = record('200-a-title.md', good) as DecisionRecord
    const b = record('200-b.md', good.replace('A title', 'B')) as DecisionRecord
    const row = '| 200 | [A title](200-a-title.md) | 2026-11-27 | Accepted |  |  |'
    expect(indexProblems([a], indexRows(row))).toEqual([])
    expect(indexProblems([a], [])).toEqual([
      '200-a-title.md has no row in docs/decisions/README.md; add: | 200 | [A title](200-a-title.md) | 2026-11-27 | Accepted | … |',
    ])
    expect(indexProblems([], indexRows(row))).toEqual([
      'docs/decisions/README.md lists 200-a-title.md, which is no record',
    ])
    expect(indexProblems([a], indexRows(row.replace('2026-11-27', '2026-11-26')))).toHaveLength(1)
    expect(indexProblems([a, b], indexRows(row))).toContain(
      '200-b.md and 200-a-title.md share the number 200',
    )
  })

  it('reads the feature index table only', () => {
    const doc =
      '## Feature index\n| Feature |\n| --- |\n| `audit` | x |\n| `rosters` | y |\n\n## Rules\n| `nope` | z |\n'
    expect(featureIndexNames(doc)).toEqual(['audit', 'rosters'])
  })
})
