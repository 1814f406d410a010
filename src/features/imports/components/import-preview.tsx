import { Link } from '@tanstack/react-router'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { count } from '@/lib/format'
import type { ImportPage } from '../import-page.server'
import { type ImportPreviewHandlers, useImportPreview } from '../use-import-preview'
import { ImportNotes, StudentPlacesNotice } from './import-notices'
import { PreviewRows } from './import-preview-rows'

interface ImportPreviewProps extends ImportPreviewHandlers {
  page: ImportPage
}

/**
 * The check before anything is saved: every row with its problems (must be fixed or skipped) and
 * warnings (worth a look), classes to create, inline fixes, skips, and the one Import button.
 */
export function ImportPreview({ page, ...handlers }: ImportPreviewProps) {
  const preview = useImportPreview(page, handlers)
  const { counts } = page

  return (
    <div className="grid gap-6">
      {page.alreadyImported ? (
        <Alert tone="error" title="This file was imported before">
          <p>
            The same file was already{' '}
            {page.alreadyImported.status === 'completed' ? 'imported' : 'sent for import'}
            {page.alreadyImported.status === 'completed'
              ? ` (${page.alreadyImported.createdCount} students)`
              : ''}
            . Importing it again would add everyone twice.{' '}
            <Link
              to="/dashboard/students/import/$importUUID"
              params={{ importUUID: page.alreadyImported.id }}
              className="font-semibold underline underline-offset-4"
            >
              See that import
            </Link>
          </p>
        </Alert>
      ) : null}

      <ImportNotes notes={page.import.notes} />
      <StudentPlacesNotice places={page.places} toImport={counts.toCreate} canUpgrade={page.canUpgrade} />

      <Card className="grid gap-4" aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="sr-only">
          Summary
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label="Rows in the file" value={counts.total} />
          <Figure label="Ready to import" value={preview.ready} tone="success" />
          <Figure
            label="With problems"
            value={counts.withErrors}
            tone={counts.withErrors > 0 ? 'danger' : undefined}
          />
          <Figure label="Skipped" value={counts.skipped} />
        </dl>
        {preview.error ? <Alert tone="error">{preview.error}</Alert> : null}
        {counts.withErrors > 0 ? (
          <p className="text-slate-700">
            Fix each row with a problem, or skip it. Skipped rows are not imported.{' '}
            <ActionButton
              size="sm"
              variant="secondary"
              pending={preview.isPending('skip-all')}
              disabled={preview.pending}
              onClick={preview.skipAllWithErrors}
            >
              Skip all {counts.withErrors} {counts.withErrors === 1 ? 'row' : 'rows'} with problems
            </ActionButton>
          </p>
        ) : null}
      </Card>

      {page.classes.length > 0 ? (
        <Card aria-labelledby="classes-heading" className="grid gap-3">
          <h2 id="classes-heading" className="font-bold text-xl">
            New classes
          </h2>
          <ul className="grid gap-2">
            {page.classes.map((schoolClass) => (
              <li key={schoolClass.name} className="flex flex-wrap items-center gap-3">
                <span>
                  <strong>{schoolClass.name}</strong> ({schoolClass.rows}{' '}
                  {schoolClass.rows === 1 ? 'student' : 'students'}){' '}
                  {schoolClass.create ? 'will be created.' : 'does not exist yet.'}
                </span>
                <ActionButton
                  size="sm"
                  variant={schoolClass.create ? 'ghost' : 'secondary'}
                  pending={preview.isPending(`class-${schoolClass.name}`)}
                  disabled={preview.pending}
                  onClick={() => preview.toggleClass(schoolClass)}
                >
                  {schoolClass.create
                    ? `Don't create ${schoolClass.name}`
                    : `Create class ${schoolClass.name}`}
                </ActionButton>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <section aria-labelledby="rows-heading" className="grid gap-3">
        <h2 id="rows-heading" className="font-bold text-xl">
          Rows
        </h2>
        <nav aria-label="Which rows" className="flex flex-wrap gap-2">
          {preview.views.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-current={page.view === option.view ? 'true' : undefined}
              onClick={() => preview.showView(option.view)}
              className={buttonVariants({
                variant: page.view === option.view ? 'chosen' : 'ghost',
                size: 'sm',
              })}
            >
              {option.label} ({option.count})
            </button>
          ))}
        </nav>
        {page.rows.length === 0 ? (
          <p className="rounded-lg border border-slate-300 border-dashed bg-white p-4 text-slate-700">
            {page.view === 'problems' ? 'No problems left.' : 'No rows here.'}
          </p>
        ) : (
          <PreviewRows rows={page.rows} preview={preview} />
        )}
        {preview.pages > 1 ? (
          <nav aria-label="Pages of rows" className="flex items-center gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={page.page <= 1}
              onClick={() => preview.showPage(page.page - 1)}
            >
              Previous
            </Button>
            <span className="px-2 text-slate-700">
              Page {page.page} of {preview.pages}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page.page >= preview.pages}
              onClick={() => preview.showPage(page.page + 1)}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </section>

      <Card className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg">{preview.readiness}</p>
        <ActionButton
          size="lg"
          pending={preview.isPending('confirm')}
          disabled={preview.pending || !preview.canImport}
          onClick={preview.confirm}
        >
          Import {preview.ready} {preview.ready === 1 ? 'student' : 'students'}
        </ActionButton>
      </Card>
    </div>
  )
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: 'success' | 'danger' }) {
  return (
    <div className="grid gap-1">
      <dt className="text-slate-600 text-sm">{label}</dt>
      <dd
        className={cn(
          'font-bold text-3xl',
          tone === 'success' && 'text-green-800',
          tone === 'danger' && 'text-red-700',
        )}
      >
        {count(value)}
      </dd>
    </div>
  )
}
