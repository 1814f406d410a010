import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { TextLink } from '@/components/ui/text-link'
import { count, relativeUnit } from '@/lib/format'
import { gradeLabel } from '@/lib/grades'
import { m } from '@/paraglide/messages'
import type { StudentList } from '../list-students.server'
import type { StudentSort } from '../student-sorts'
import type { StudentsSearch } from '../students.schemas'
import { StudentPlacesNotice } from './student-places-notice'

interface StudentsTableProps {
  list: StudentList
  search: StudentsSearch
  classes: { id: string; name: string }[]
  /** Changes the URL search (the list reloads from it). */
  onSearch: (next: StudentsSearch) => void
  now: Date
}

/** "5 minutes ago", "yesterday", "3 days ago": Intl's words in the page's language. */
function lastActive(date: Date | null, now: Date): string {
  if (!date) return m.dashboard_time_never()
  const minutes = Math.round((new Date(date).getTime() - now.getTime()) / 60_000)
  if (minutes > -60) return minutes > -2 ? m.dashboard_time_just_now() : relativeUnit(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours > -24) return relativeUnit(hours, 'hour')
  return relativeUnit(Math.round(hours / 24), 'day')
}

const columns: { sort: StudentSort; label: () => string }[] = [
  { sort: 'name', label: m.classes_col_name },
  { sort: 'username', label: m.classes_col_username },
  { sort: 'grade', label: m.onboarding_grade },
  { sort: 'lastActive', label: m.classes_col_last_active },
]

/** Search, filter by class, sort by a column, and page through the school's students. */
export function StudentsTable({ list, search, classes, onSearch, now }: StudentsTableProps) {
  const [query, setQuery] = useState(search.q ?? '')
  useEffect(() => setQuery(search.q ?? ''), [search.q])
  const sort = search.sort ?? 'name'
  const dir = search.dir ?? (sort === 'lastActive' ? 'desc' : 'asc')
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize))
  const first = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1
  const last = Math.min(list.total, list.page * list.pageSize)

  return (
    <div className="grid gap-4">
      <StudentPlacesNotice />
      <form
        aria-label={m.students_search_label()}
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch({ ...search, q: query.trim() || undefined, page: undefined })
        }}
      >
        <Field label={m.students_search_field()} className="min-w-64 flex-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </Field>
        <Field label={m.students_class_filter()}>
          {(control) => (
            <Select
              {...control}
              value={search.classId ?? ''}
              onChange={(event) =>
                onSearch({ ...search, classId: event.target.value || undefined, page: undefined })
              }
            >
              <option value="">{m.students_all_classes()}</option>
              {classes.map((schoolClass) => (
                <option key={schoolClass.id} value={schoolClass.id}>
                  {schoolClass.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" className="size-5" />
          {m.students_search()}
        </Button>
      </form>

      <p className="text-slate-700" aria-live="polite">
        {list.total === 0
          ? m.students_none_match()
          : m.students_showing({
              first: count(first),
              last: count(last),
              count: list.total,
              total: count(list.total),
            })}
      </p>

      {list.rows.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-start">
            <caption className="sr-only">
              {m.students_sorted_by({ column: columns.find((c) => c.sort === sort)?.label() ?? '' })}
            </caption>
            <thead className="border-slate-200 border-b bg-slate-50 text-sm">
              <tr>
                {columns.slice(0, 2).map((column) => (
                  <SortHeader
                    key={column.sort}
                    column={column.sort}
                    label={column.label()}
                    current={sort}
                    dir={dir}
                    search={search}
                    onSearch={onSearch}
                  />
                ))}
                <th scope="col" className="px-4 py-2 font-semibold">
                  {m.dashboard_nav_classes()}
                </th>
                {columns.slice(2).map((column) => (
                  <SortHeader
                    key={column.sort}
                    column={column.sort}
                    label={column.label()}
                    current={sort}
                    dir={dir}
                    search={search}
                    onSearch={onSearch}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr key={row.id} className="border-slate-100 border-b last:border-b-0">
                  <td className="px-4 py-2">
                    <TextLink to="/dashboard/students/$studentUUID" params={{ studentUUID: row.id }}>
                      <span translate="no" dir="auto">
                        {row.name}
                      </span>
                    </TextLink>
                    {row.duplicateName && row.username ? (
                      <span className="ms-2 text-slate-600 text-sm" translate="no" dir="ltr">
                        ({row.username})
                      </span>
                    ) : null}
                    {row.role === 'STUDENT_SESSION' ? (
                      <Badge tone="warning" className="ms-2">
                        {m.classes_quick_join()}
                      </Badge>
                    ) : null}
                    {row.lockedUntil || row.unlockRequired ? (
                      <Badge tone="danger" className="ms-2">
                        {m.students_locked_out()}
                      </Badge>
                    ) : null}
                  </td>
                  <td className="px-4 py-2 font-mono text-sm" translate="no" dir="ltr">
                    {row.username ?? '—'}
                  </td>
                  <td className="px-4 py-2" translate="no" dir="auto">
                    {row.classes.map((c) => c.name).join(', ') || '—'}
                  </td>
                  <td className="px-4 py-2">{row.grade === null ? '—' : gradeLabel(row.grade)}</td>
                  <td className="px-4 py-2">{lastActive(row.lastActiveAt, now)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {pages > 1 ? (
        <nav aria-label={m.students_pages()} className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={list.page <= 1}
            onClick={() => onSearch({ ...search, page: list.page - 1 === 1 ? undefined : list.page - 1 })}
          >
            {m.students_previous()}
          </Button>
          <span className="px-2 text-slate-700">{m.students_page_of({ page: list.page, pages })}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={list.page >= pages}
            onClick={() => onSearch({ ...search, page: list.page + 1 })}
          >
            {m.students_next()}
          </Button>
        </nav>
      ) : null}
    </div>
  )
}

function SortHeader({
  column,
  label,
  current,
  dir,
  search,
  onSearch,
}: {
  column: StudentSort
  label: string
  current: StudentSort
  dir: 'asc' | 'desc'
  search: StudentsSearch
  onSearch: (next: StudentsSearch) => void
}) {
  const active = column === current
  const nextDir = active ? (dir === 'asc' ? 'desc' : 'asc') : column === 'lastActive' ? 'desc' : 'asc'
  const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown
  return (
    <th
      scope="col"
      className="px-2 py-1 font-semibold"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'tight' })}
        onClick={() => onSearch({ ...search, sort: column, dir: nextDir, page: undefined })}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-4', !active && 'text-slate-400')} />
        <span className="sr-only">
          {nextDir === 'asc' ? m.students_sort_ascending() : m.students_sort_descending()}
        </span>
      </button>
    </th>
  )
}
