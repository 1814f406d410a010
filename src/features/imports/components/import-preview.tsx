import { Link } from '@tanstack/react-router'
import { CircleAlert, Pencil, TriangleAlert, Undo2, X } from 'lucide-react'
import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { count } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import type { ImportRowData } from '../csv-parse'
import type { ImportPage } from '../import-page.server'
import type { ImportView } from '../import-views'
import { importKeys } from '../imports.queries'
import type { IssueField } from '../row-validation'
import type { StoredRow } from '../validate-import.server'
import { ImportNotes, StudentPlacesNotice } from './import-notices'

interface ImportPreviewProps {
  page: ImportPage
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

const cells: { field: IssueField; label: string }[] = [
  { field: 'firstName', label: 'First name' },
  { field: 'lastName', label: 'Last name' },
  { field: 'username', label: 'Username' },
  { field: 'className', label: 'Class' },
  { field: 'grade', label: 'Grade' },
  { field: 'password', label: 'Password' },
]

/**
 * The check before anything is saved: every row with its problems (must be fixed or skipped) and
 * warnings (worth a look), classes to create, inline fixes, skips, and the one Import button.
 */
export function ImportPreview({ page, onView, onFix, onAction, onClass, onConfirm }: ImportPreviewProps) {
  const action = useAction({ invalidates: [importKeys.all] })
  const [editing, setEditing] = useState<number | null>(null)
  const { counts } = page

  const views: { view: ImportView; label: string; count: number }[] = [
    { view: 'problems', label: 'Problems', count: counts.withErrors },
    { view: 'warnings', label: 'Warnings', count: counts.withWarnings },
    { view: 'skipped', label: 'Skipped', count: counts.skipped },
    { view: 'all', label: 'All rows', count: counts.total },
  ]
  const pages = Math.max(1, Math.ceil(page.viewTotal / page.pageSize))

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
          <Figure label="Ready to import" value={counts.toCreate - counts.withErrors} tone="success" />
          <Figure
            label="With problems"
            value={counts.withErrors}
            tone={counts.withErrors > 0 ? 'danger' : undefined}
          />
          <Figure label="Skipped" value={counts.skipped} />
        </dl>
        {action.error ? <Alert tone="error">{action.error}</Alert> : null}
        {counts.withErrors > 0 ? (
          <p className="text-slate-700">
            Fix each row with a problem, or skip it. Skipped rows are not imported.{' '}
            <ActionButton
              size="sm"
              variant="secondary"
              pending={action.isPending('skip-all')}
              disabled={action.pending}
              onClick={() => action.run('skip-all', () => onAction({ action: 'skip', withErrors: true }))}
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
                  pending={action.isPending(`class-${schoolClass.name}`)}
                  disabled={action.pending}
                  onClick={() =>
                    action.run(`class-${schoolClass.name}`, () =>
                      onClass(schoolClass.name, !schoolClass.create),
                    )
                  }
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
          {views.map((option) => (
            <button
              key={option.view}
              type="button"
              aria-current={page.view === option.view ? 'true' : undefined}
              onClick={() => onView(option.view)}
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
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Rows of the file</caption>
              <thead className="border-slate-200 border-b bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Row
                  </th>
                  {cells.map((cell) => (
                    <th key={cell.field} scope="col" className="px-3 py-2 font-semibold">
                      {cell.label}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Check
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.rows.map((row) =>
                  editing === row.rowNumber ? (
                    <EditRow
                      key={row.id}
                      row={row}
                      onCancel={() => setEditing(null)}
                      fix={(data) => onFix(row.rowNumber, data)}
                      onFixed={() => setEditing(null)}
                    />
                  ) : (
                    <ShowRow
                      key={row.id}
                      row={row}
                      disabled={action.pending}
                      toggling={action.isPending(`toggle-${row.rowNumber}`)}
                      onEdit={() => setEditing(row.rowNumber)}
                      onToggle={() =>
                        action.run(`toggle-${row.rowNumber}`, () =>
                          onAction({
                            action: row.action === 'skip' ? 'create' : 'skip',
                            rowNumbers: [row.rowNumber],
                          }),
                        )
                      }
                    />
                  ),
                )}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages of rows" className="flex items-center gap-2">
            <Button
              size="sm"
              variant="secondary"
              disabled={page.page <= 1}
              onClick={() => onView(page.view, page.page - 1)}
            >
              Previous
            </Button>
            <span className="px-2 text-slate-700">
              Page {page.page} of {pages}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={page.page >= pages}
              onClick={() => onView(page.view, page.page + 1)}
            >
              Next
            </Button>
          </nav>
        ) : null}
      </section>

      <Card className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg">
          {counts.withErrors > 0
            ? `Fix or skip the ${counts.withErrors} ${counts.withErrors === 1 ? 'row' : 'rows'} with problems first.`
            : counts.toCreate === 0
              ? 'Every row is skipped.'
              : `Ready: ${counts.toCreate} ${counts.toCreate === 1 ? 'student' : 'students'} will be added, all at once.`}
        </p>
        <ActionButton
          size="lg"
          pending={action.isPending('confirm')}
          disabled={
            action.pending || counts.withErrors > 0 || counts.toCreate === 0 || page.alreadyImported !== null
          }
          onClick={() => action.run('confirm', onConfirm)}
        >
          Import {counts.toCreate - counts.withErrors}{' '}
          {counts.toCreate - counts.withErrors === 1 ? 'student' : 'students'}
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

function ShowRow({
  row,
  disabled,
  toggling,
  onEdit,
  onToggle,
}: {
  row: StoredRow
  disabled: boolean
  /** This row's Skip / Include is running (SPEC §9: it spins). */
  toggling: boolean
  onEdit: () => void
  onToggle: () => void
}) {
  const skipped = row.action === 'skip'
  const bad = new Set(row.errors.map((issue) => issue.field))
  return (
    <tr
      className={cn(
        'border-slate-100 border-b align-top last:border-b-0',
        skipped && 'bg-slate-50 text-slate-500',
      )}
    >
      <th scope="row" className="px-3 py-2 font-mono font-normal">
        {row.rowNumber}
      </th>
      {cells.map((cell) => {
        const value = row.data[cell.field] ?? ''
        return (
          <td
            key={cell.field}
            className={cn(
              'px-3 py-2',
              bad.has(cell.field) && !skipped && 'bg-red-50 font-semibold text-red-800',
            )}
          >
            {cell.field === 'password' ? (
              value ? (
                '••••••'
              ) : (
                <span className="text-slate-500">made up</span>
              )
            ) : cell.field === 'username' && !value ? (
              <span className="text-slate-500">made up</span>
            ) : (
              value || <span className="text-slate-500">—</span>
            )}
          </td>
        )
      })}
      <td className="px-3 py-2">
        {skipped ? (
          <Badge>Skipped</Badge>
        ) : (
          <ul className="grid gap-1">
            {row.errors.map((issue) => (
              <li key={`${issue.field}-${issue.code}`} className="flex gap-1.5 text-red-800">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">Problem: </span>
                  {issue.message}
                </span>
              </li>
            ))}
            {row.warnings.map((issue) => (
              <li key={`${issue.field}-${issue.code}`} className="flex gap-1.5 text-amber-900">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">Warning: </span>
                  {issue.message}
                </span>
              </li>
            ))}
            {row.errors.length === 0 && row.warnings.length === 0 ? (
              <Badge tone="success">Ready</Badge>
            ) : null}
          </ul>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-1">
          <Button size="sm" variant="ghost" onClick={onEdit} disabled={disabled}>
            <Pencil aria-hidden="true" className="size-4" />
            Fix<span className="sr-only"> row {row.rowNumber}</span>
          </Button>
          <ActionButton
            size="sm"
            variant="ghost"
            onClick={onToggle}
            pending={toggling}
            disabled={disabled}
            icon={
              skipped ? (
                <Undo2 aria-hidden="true" className="size-4" />
              ) : (
                <X aria-hidden="true" className="size-4" />
              )
            }
          >
            {skipped ? 'Include' : 'Skip'}
            <span className="sr-only"> row {row.rowNumber}</span>
          </ActionButton>
        </div>
      </td>
    </tr>
  )
}

function EditRow({
  row,
  fix,
  onFixed,
  onCancel,
}: {
  row: StoredRow
  fix: (data: Omit<ImportRowData, 'createClass'>) => Promise<unknown>
  onFixed: () => void
  onCancel: () => void
}) {
  const { form } = useAppForm({
    defaultValues: {
      firstName: row.data.firstName ?? '',
      lastName: row.data.lastName ?? '',
      username: row.data.username ?? '',
      className: row.data.className ?? '',
      grade: row.data.grade ?? '',
      password: row.data.password ?? '',
    },
    submit: fix,
    skipResetForm: true,
    invalidates: [importKeys.all],
    onSuccess: onFixed,
  })
  // The inputs sit in the row's cells and belong to the form in the last cell.
  const formId = `fix-row-${row.rowNumber}`
  return (
    <tr className="border-slate-100 border-b bg-brand-50 align-top">
      <th scope="row" className="px-3 py-2 font-mono font-normal">
        {row.rowNumber}
      </th>
      {cells.map((cell) => (
        <td key={cell.field} className="px-2 py-2">
          <form.AppField name={cell.field}>
            {(field) => (
              <field.TextField
                form={formId}
                label={`${cell.label}, row ${row.rowNumber}`}
                hideLabel
                type={cell.field === 'password' ? 'password' : 'text'}
                autoComplete="off"
                look="compact"
                inputClassName="w-full min-w-24"
              />
            )}
          </form.AppField>
        </td>
      ))}
      <td className="px-3 py-2 text-slate-700">
        <ul className="grid gap-1">
          {row.errors.map((issue) => (
            <li key={`${issue.field}-${issue.code}`}>{issue.message}</li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-2">
        <form.Form id={formId} className="grid justify-items-end gap-1">
          <form.FormError />
          <div className="flex gap-1">
            <form.SubmitButton size="sm">
              Save<span className="sr-only"> row {row.rowNumber}</span>
            </form.SubmitButton>
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form.Form>
      </td>
    </tr>
  )
}
