import { useState } from 'react'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { ImportRowData } from './csv-parse'
import type { ImportPage } from './import-page.server'
import type { ImportView } from './import-views'
import { importKeys } from './imports.queries'
import type { StoredRow } from './validate-import.server'

export interface ImportPreviewHandlers {
  onView: (view: ImportView, page?: number) => void
  onFix: (rowNumber: number, data: Omit<ImportRowData, 'createClass'>) => Promise<unknown>
  onAction: (input: {
    action: 'create' | 'skip'
    rowNumbers?: number[]
    withErrors?: boolean
  }) => Promise<unknown>
  onClass: (className: string, create: boolean) => Promise<unknown>
  onConfirm: () => Promise<unknown>
}

/** What the Import button would do now, in a sentence. */
export function importReadiness(counts: ImportPage['counts']): string {
  if (counts.withErrors > 0) return m.imports_readiness_fix({ count: counts.withErrors })
  if (counts.toCreate === 0) return m.imports_readiness_all_skipped()
  return m.imports_readiness_ready({ count: counts.toCreate })
}

/**
 * The import preview's state: which row is being fixed, and the preview's edits (skip or include
 * a row, skip every row with problems, create a class or not, import), each under its own key of
 * one `useAction` so only its button spins while all wait.
 */
export function useImportPreview(page: ImportPage, handlers: ImportPreviewHandlers) {
  const action = useAction({ invalidates: [importKeys.all] })
  const [editing, setEditing] = useState<number | null>(null)
  const { counts } = page
  const ready = counts.toCreate - counts.withErrors
  return {
    /** Why the last edit failed. */
    error: action.error,
    /** Some edit is running: every button waits. */
    pending: action.pending,
    isPending: action.isPending,
    views: [
      { view: 'problems', label: m.imports_view_problems, count: counts.withErrors },
      { view: 'warnings', label: m.imports_view_warnings, count: counts.withWarnings },
      { view: 'skipped', label: m.imports_skipped, count: counts.skipped },
      { view: 'all', label: m.imports_view_all, count: counts.total },
    ] satisfies { view: ImportView; label: () => string; count: number }[],
    pages: Math.max(1, Math.ceil(page.viewTotal / page.pageSize)),
    showView: (view: ImportView) => handlers.onView(view),
    showPage: (pageNumber: number) => handlers.onView(page.view, pageNumber),
    /** The rows that would be imported now. */
    ready,
    readiness: importReadiness(counts),
    canImport: counts.withErrors === 0 && counts.toCreate > 0 && page.alreadyImported === null,
    /** The row being fixed in place, by its number in the file. */
    editing,
    startFix: (rowNumber: number) => setEditing(rowNumber),
    stopFix: () => setEditing(null),
    fix: (rowNumber: number, data: Omit<ImportRowData, 'createClass'>) => handlers.onFix(rowNumber, data),
    toggleRow: (row: StoredRow) =>
      action.run(`toggle-${row.rowNumber}`, () =>
        handlers.onAction({ action: row.action === 'skip' ? 'create' : 'skip', rowNumbers: [row.rowNumber] }),
      ),
    skipAllWithErrors: () =>
      action.run('skip-all', () => handlers.onAction({ action: 'skip', withErrors: true })),
    toggleClass: (schoolClass: ImportPage['classes'][number]) =>
      action.run(`class-${schoolClass.name}`, () => handlers.onClass(schoolClass.name, !schoolClass.create)),
    confirm: () => action.run('confirm', handlers.onConfirm),
  }
}

export type ImportPreviewModel = ReturnType<typeof useImportPreview>
