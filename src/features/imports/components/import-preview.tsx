import { Link } from '@tanstack/react-router'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { count } from '@/lib/format'
import { m } from '@/paraglide/messages'
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
        <Alert tone="error" title={m.imports_before_title()}>
          <p>
            {page.alreadyImported.status === 'completed'
              ? m.imports_before_imported({ count: page.alreadyImported.createdCount })
              : m.imports_before_sent()}{' '}
            <Link
              to="/dashboard/students/import/$importUUID"
              params={{ importUUID: page.alreadyImported.id }}
              className="font-semibold underline underline-offset-4"
            >
              {m.imports_see_that_import()}
            </Link>
          </p>
        </Alert>
      ) : null}

      <ImportNotes notes={page.import.notes} />
      <StudentPlacesNotice places={page.places} toImport={counts.toCreate} canUpgrade={page.canUpgrade} />

      <Card className="grid gap-4" aria-labelledby="summary-heading">
        <h2 id="summary-heading" className="sr-only">
          {m.imports_summary()}
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <Figure label={m.imports_rows_in_file()} value={counts.total} />
          <Figure label={m.imports_ready_to_import()} value={preview.ready} tone="success" />
          <Figure
            label={m.imports_with_problems()}
            value={counts.withErrors}
            tone={counts.withErrors > 0 ? 'danger' : undefined}
          />
          <Figure label={m.imports_skipped()} value={counts.skipped} />
        </dl>
        {preview.error ? <Alert tone="error">{preview.error}</Alert> : null}
        {counts.withErrors > 0 ? (
          <p className="text-slate-700">
            {m.imports_fix_or_skip()}{' '}
            <ActionButton
              size="sm"
              variant="secondary"
              pending={preview.isPending('skip-all')}
              disabled={preview.pending}
              onClick={preview.skipAllWithErrors}
            >
              {m.imports_skip_all({ count: counts.withErrors })}
            </ActionButton>
          </p>
        ) : null}
      </Card>

      {page.classes.length > 0 ? (
        <Card aria-labelledby="classes-heading" className="grid gap-3">
          <h2 id="classes-heading" className="font-bold text-xl">
            {m.imports_new_classes()}
          </h2>
          <ul className="grid gap-2">
            {page.classes.map((schoolClass) => (
              <li key={schoolClass.name} className="flex flex-wrap items-center gap-3">
                <span>
                  <strong translate="no" dir="auto">
                    {schoolClass.name}
                  </strong>{' '}
                  ({m.onboarding_students_count({ count: schoolClass.rows })}){' '}
                  {schoolClass.create ? m.imports_will_be_created() : m.imports_does_not_exist()}
                </span>
                <ActionButton
                  size="sm"
                  variant={schoolClass.create ? 'ghost' : 'secondary'}
                  pending={preview.isPending(`class-${schoolClass.name}`)}
                  disabled={preview.pending}
                  onClick={() => preview.toggleClass(schoolClass)}
                >
                  {schoolClass.create
                    ? m.imports_dont_create({ name: schoolClass.name })
                    : m.imports_create_class({ name: schoolClass.name })}
                </ActionButton>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}

      <section aria-labelledby="rows-heading" className="grid gap-3">
        <h2 id="rows-heading" className="font-bold text-xl">
          {m.imports_rows_heading()}
        </h2>
        <nav aria-label={m.imports_which_rows()} className="flex flex-wrap gap-2">
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
              {option.label()} ({option.count})
            </button>
          ))}
        </nav>
        {page.rows.length === 0 ? (
          <p className="rounded-lg border border-slate-300 border-dashed bg-white p-4 text-slate-700">
            {page.view === 'problems' ? m.imports_no_problems_left() : m.imports_no_rows_here()}
          </p>
        ) : (
          <PreviewRows rows={page.rows} preview={preview} />
        )}
        {preview.pages > 1 ? (
          <nav aria-label={m.imports_pages_of_rows()} className="flex items-center gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={page.page <= 1}
              onClick={() => preview.showPage(page.page - 1)}
            >
              {m.students_previous()}
            </Button>
            <span className="px-2 text-slate-700">
              {m.students_page_of({ page: page.page, pages: preview.pages })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page.page >= preview.pages}
              onClick={() => preview.showPage(page.page + 1)}
            >
              {m.students_next()}
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
          {m.imports_import_n({ count: preview.ready })}
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
