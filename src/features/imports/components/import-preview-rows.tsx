import { CircleAlert, Pencil, TriangleAlert, Undo2, X } from 'lucide-react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { m } from '@/paraglide/messages'
import type { ImportRowData } from '../csv-parse'
import { importKeys } from '../imports.queries'
import type { IssueField } from '../row-validation'
import type { ImportPreviewModel } from '../use-import-preview'
import type { StoredRow } from '../validate-import.server'

const cells: { field: IssueField; label: () => string }[] = [
  { field: 'firstName', label: m.classes_first_name },
  { field: 'lastName', label: m.students_last_name },
  { field: 'username', label: m.classes_col_username },
  { field: 'className', label: m.students_class_filter },
  { field: 'grade', label: m.onboarding_grade },
  { field: 'password', label: m.students_password },
]

/** The rows of this page of the preview: each with its problems, or open to be fixed in place. */
export function PreviewRows({ rows, preview }: { rows: StoredRow[]; preview: ImportPreviewModel }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{m.imports_rows_of_file()}</caption>
        <thead className="border-slate-200 border-b bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {m.imports_col_row()}
            </th>
            {cells.map((cell) => (
              <th key={cell.field} scope="col" className="px-3 py-2 font-semibold">
                {cell.label()}
              </th>
            ))}
            <th scope="col" className="px-3 py-2 font-semibold">
              {m.imports_col_check()}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              <span className="sr-only">{m.classes_col_actions()}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) =>
            preview.editing === row.rowNumber ? (
              <EditRow
                key={row.id}
                row={row}
                onCancel={preview.stopFix}
                fix={(data) => preview.fix(row.rowNumber, data)}
                onFixed={preview.stopFix}
              />
            ) : (
              <ShowRow
                key={row.id}
                row={row}
                disabled={preview.pending}
                toggling={preview.isPending(`toggle-${row.rowNumber}`)}
                onEdit={() => preview.startFix(row.rowNumber)}
                onToggle={() => void preview.toggleRow(row)}
              />
            ),
          )}
        </tbody>
      </table>
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
                <span className="text-slate-500">{m.imports_made_up()}</span>
              )
            ) : cell.field === 'username' && !value ? (
              <span className="text-slate-500">{m.imports_made_up()}</span>
            ) : value ? (
              <span translate="no" dir="auto">
                {value}
              </span>
            ) : (
              <span className="text-slate-500">—</span>
            )}
          </td>
        )
      })}
      <td className="px-3 py-2">
        {skipped ? (
          <Badge>{m.imports_skipped()}</Badge>
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
              <Badge tone="success">{m.imports_ready()}</Badge>
            ) : null}
          </ul>
        )}
      </td>
      <td className="px-3 py-2">
        <div className="flex justify-end gap-1">
          <Button size="sm" variant="ghost" onClick={onEdit} disabled={disabled}>
            <Pencil aria-hidden="true" className="size-4" />
            {m.imports_fix()}
            <span className="sr-only"> {m.imports_row_n({ row: row.rowNumber })}</span>
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
            {skipped ? m.imports_include() : m.imports_skip()}
            <span className="sr-only"> {m.imports_row_n({ row: row.rowNumber })}</span>
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
                label={m.imports_cell_label({ label: cell.label(), row: row.rowNumber })}
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
              {m.imports_save()}
              <span className="sr-only"> {m.imports_row_n({ row: row.rowNumber })}</span>
            </form.SubmitButton>
            <Button size="sm" variant="ghost" onClick={onCancel}>
              {m.classes_cancel()}
            </Button>
          </div>
        </form.Form>
      </td>
    </tr>
  )
}
