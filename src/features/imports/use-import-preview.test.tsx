// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '@/lib/http-error'
import { button, byLabel, click, render, settle, typeInto } from '@/test/render'
import { PreviewRows } from './components/import-preview-rows'
import type { ImportPage } from './import-page.server'
import { type ImportPreviewHandlers, importReadiness, useImportPreview } from './use-import-preview'
import type { StoredRow } from './validate-import.server'

// The hook invalidates the import's queries; their server functions are not called here.
vi.mock('./imports.functions', () => ({ fetchImportPage: vi.fn(), fetchImports: vi.fn() }))

const data = { firstName: 'Amy', lastName: 'Lee', username: '', className: '3B', grade: '3', password: '' }
const good: StoredRow = { id: 'r2', rowNumber: 2, data, action: 'create', errors: [], warnings: [] }
const bad: StoredRow = {
  id: 'r3',
  rowNumber: 3,
  data: { ...data, firstName: '' },
  action: 'create',
  errors: [{ field: 'firstName', code: 'missing', message: 'First name is missing.' }],
  warnings: [],
}
const skipped: StoredRow = { ...good, id: 'r4', rowNumber: 4, action: 'skip' }

function importPage(overrides: Partial<ImportPage> = {}): ImportPage {
  return {
    import: {} as ImportPage['import'],
    counts: { total: 3, toCreate: 2, withErrors: 1, withWarnings: 0, skipped: 1 },
    classes: [{ name: '3B', rows: 2, create: false }],
    view: 'all',
    page: 1,
    pageSize: 50,
    rows: [good, bad, skipped],
    viewTotal: 3,
    alreadyImported: null,
    created: [],
    places: null,
    canUpgrade: false,
    ...overrides,
  }
}

function handlers() {
  return {
    onView: vi.fn<ImportPreviewHandlers['onView']>(),
    onFix: vi.fn<ImportPreviewHandlers['onFix']>(async () => ({})),
    onAction: vi.fn<ImportPreviewHandlers['onAction']>(async () => ({})),
    onClass: vi.fn<ImportPreviewHandlers['onClass']>(async () => ({})),
    onConfirm: vi.fn<ImportPreviewHandlers['onConfirm']>(async () => ({})),
  }
}

let preview: ReturnType<typeof useImportPreview>

/** The hook with the rows it drives, as the preview shows them. */
function Harness({ page, on }: { page: ImportPage; on: ImportPreviewHandlers }) {
  preview = useImportPreview(page, on)
  return (
    <div>
      {preview.error ? <p role="alert">{preview.error}</p> : null}
      <PreviewRows rows={page.rows} preview={preview} />
    </div>
  )
}

let view: ReturnType<typeof render> | undefined
function open(page = importPage()) {
  const on = handlers()
  view = render(<Harness page={page} on={on} />)
  return { on, container: view.container }
}

afterEach(() => {
  view?.unmount()
  view = undefined
})

describe('the import preview’s edits', () => {
  it('skips an included row and includes a skipped one, by its row number', async () => {
    const { on, container } = open()
    click(button(container, 'Skip row 2'))
    await settle()
    expect(on.onAction).toHaveBeenLastCalledWith({ action: 'skip', rowNumbers: [2] })
    click(button(container, 'Include row 4'))
    await settle()
    expect(on.onAction).toHaveBeenLastCalledWith({ action: 'create', rowNumbers: [4] })
  })

  it('while one row’s skip runs, only that row spins and every button waits', async () => {
    let finish!: () => void
    const { on, container } = open()
    on.onAction.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    click(button(container, 'Skip row 2'))
    await settle()
    expect(preview.pending).toBe(true)
    expect(preview.isPending('toggle-2')).toBe(true)
    expect(preview.isPending('toggle-3')).toBe(false)
    expect(button(container, 'Skip row 3').disabled).toBe(true)
    expect(button(container, 'Fix row 3').disabled).toBe(true)
    await act(async () => finish())
    await settle()
    expect(preview.pending).toBe(false)
    expect(button(container, 'Skip row 3').disabled).toBe(false)
  })

  it('a refused edit says why', async () => {
    const { on, container } = open()
    on.onAction.mockRejectedValue(new HttpError(409, 'This import was already confirmed.'))
    click(button(container, 'Skip row 3'))
    await settle()
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('This import was already confirmed.')
  })

  it('fixes a row in place: its fields open, Save sends them and closes it', async () => {
    const { on, container } = open()
    click(button(container, 'Fix row 3'))
    expect(preview.editing).toBe(3)
    const firstName = byLabel(container, 'First name, row 3')
    expect((firstName as HTMLInputElement).value).toBe('')
    typeInto(firstName, 'Ben')
    click(button(container, 'Save row 3'))
    await settle()
    expect(on.onFix).toHaveBeenCalledWith(3, { ...data, firstName: 'Ben' })
    expect(preview.editing).toBeNull()
  })

  it('a fix the server refuses stays open with its message; Cancel closes it unchanged', async () => {
    const { on, container } = open()
    on.onFix.mockRejectedValue(new HttpError(400, 'That username is taken.'))
    click(button(container, 'Fix row 2'))
    click(button(container, 'Save row 2'))
    await settle()
    expect(preview.editing).toBe(2)
    expect(container.textContent).toContain('That username is taken.')
    click(button(container, 'Cancel'))
    expect(preview.editing).toBeNull()
    expect(button(container, 'Fix row 2')).toBeTruthy()
  })

  it('skips every row with problems at once, and creates a class or not', async () => {
    const { on } = open()
    await act(async () => {
      await preview.skipAllWithErrors()
    })
    expect(on.onAction).toHaveBeenLastCalledWith({ action: 'skip', withErrors: true })
    await act(async () => {
      await preview.toggleClass({ name: '3B', rows: 2, create: false })
    })
    expect(on.onClass).toHaveBeenLastCalledWith('3B', true)
    await act(async () => {
      await preview.toggleClass({ name: '3B', rows: 2, create: true })
    })
    expect(on.onClass).toHaveBeenLastCalledWith('3B', false)
  })

  it('moves between views and pages of the same view', () => {
    const { on } = open(importPage({ view: 'problems', page: 2, viewTotal: 120, pageSize: 50 }))
    expect(preview.pages).toBe(3)
    expect(preview.views.map((v) => [v.view, v.count])).toEqual([
      ['problems', 1],
      ['warnings', 0],
      ['skipped', 1],
      ['all', 3],
    ])
    preview.showView('skipped')
    expect(on.onView).toHaveBeenLastCalledWith('skipped')
    preview.showPage(3)
    expect(on.onView).toHaveBeenLastCalledWith('problems', 3)
  })

  it('imports only with no problems left, something to import and no earlier import of the file', async () => {
    open()
    expect(preview.canImport).toBe(false)
    view?.unmount()
    const { on } = open(
      importPage({ counts: { total: 3, toCreate: 2, withErrors: 0, withWarnings: 0, skipped: 1 } }),
    )
    expect(preview.canImport).toBe(true)
    expect(preview.ready).toBe(2)
    await act(async () => {
      await preview.confirm()
    })
    expect(on.onConfirm).toHaveBeenCalledTimes(1)
    view?.unmount()
    open(
      importPage({
        counts: { total: 3, toCreate: 2, withErrors: 0, withWarnings: 0, skipped: 1 },
        alreadyImported: { id: 'i0', status: 'completed', createdCount: 2, completedAt: null },
      }),
    )
    expect(preview.canImport).toBe(false)
    view?.unmount()
    open(importPage({ counts: { total: 3, toCreate: 0, withErrors: 0, withWarnings: 0, skipped: 3 } }))
    expect(preview.canImport).toBe(false)
  })

  it('says what Import would do', () => {
    const counts = { total: 3, toCreate: 2, withErrors: 0, withWarnings: 0, skipped: 1 }
    expect(importReadiness({ ...counts, withErrors: 1 })).toBe('Fix or skip the 1 row with problems first.')
    expect(importReadiness({ ...counts, withErrors: 2 })).toBe('Fix or skip the 2 rows with problems first.')
    expect(importReadiness({ ...counts, toCreate: 0 })).toBe('Every row is skipped.')
    expect(importReadiness({ ...counts, toCreate: 1 })).toBe('Ready: 1 student will be added, all at once.')
    expect(importReadiness(counts)).toBe('Ready: 2 students will be added, all at once.')
  })
})
