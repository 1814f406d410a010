import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { TextLink } from '@/components/ui/text-link'
import { gradeLabel } from '@/lib/grades'
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

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

function lastActive(date: Date | null, now: Date): string {
  if (!date) return 'Never'
  const minutes = Math.round((new Date(date).getTime() - now.getTime()) / 60_000)
  if (minutes > -60) return minutes > -2 ? 'Just now' : relative.format(minutes, 'minute')
  const hours = Math.round(minutes / 60)
  if (hours > -24) return relative.format(hours, 'hour')
  return relative.format(Math.round(hours / 24), 'day')
}

const columns: { sort: StudentSort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'username', label: 'Username' },
  { sort: 'grade', label: 'Grade' },
  { sort: 'lastActive', label: 'Last active' },
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
        aria-label="Search students"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          onSearch({ ...search, q: query.trim() || undefined, page: undefined })
        }}
      >
        <Field label="Search by name or username" className="min-w-64 flex-1">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </Field>
        <Field label="Class">
          {(control) => (
            <Select
              {...control}
              value={search.classId ?? ''}
              onChange={(event) =>
                onSearch({ ...search, classId: event.target.value || undefined, page: undefined })
              }
            >
              <option value="">All classes</option>
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
          Search
        </Button>
      </form>

      <p className="text-slate-700" aria-live="polite">
        {list.total === 0
          ? 'No students match.'
          : `Showing ${first}–${last} of ${list.total} ${list.total === 1 ? 'student' : 'students'}`}
      </p>

      {list.rows.length > 0 ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">
              Students, sorted by {columns.find((c) => c.sort === sort)?.label}
            </caption>
            <thead className="border-slate-200 border-b bg-slate-50 text-sm">
              <tr>
                {columns.slice(0, 2).map((column) => (
                  <SortHeader
                    key={column.sort}
                    column={column.sort}
                    label={column.label}
                    current={sort}
                    dir={dir}
                    search={search}
                    onSearch={onSearch}
                  />
                ))}
                <th scope="col" className="px-4 py-2 font-semibold">
                  Classes
                </th>
                {columns.slice(2).map((column) => (
                  <SortHeader
                    key={column.sort}
                    column={column.sort}
                    label={column.label}
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
                      {row.name}
                    </TextLink>
                    {row.duplicateName && row.username ? (
                      <span className="ml-2 text-slate-600 text-sm">({row.username})</span>
                    ) : null}
                    {row.role === 'STUDENT_SESSION' ? (
                      <Badge tone="warning" className="ml-2">
                        Quick join
                      </Badge>
                    ) : null}
                    {row.lockedUntil || row.unlockRequired ? (
                      <Badge tone="danger" className="ml-2">
                        Locked out
                      </Badge>
                    ) : null}
                  </td>
                  <td className="px-4 py-2 font-mono text-sm">{row.username ?? '—'}</td>
                  <td className="px-4 py-2">{row.classes.map((c) => c.name).join(', ') || '—'}</td>
                  <td className="px-4 py-2">{row.grade === null ? '—' : gradeLabel(row.grade)}</td>
                  <td className="px-4 py-2">{lastActive(row.lastActiveAt, now)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {pages > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={list.page <= 1}
            onClick={() => onSearch({ ...search, page: list.page - 1 === 1 ? undefined : list.page - 1 })}
          >
            Previous
          </Button>
          <span className="px-2 text-slate-700">
            Page {list.page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={list.page >= pages}
            onClick={() => onSearch({ ...search, page: list.page + 1 })}
          >
            Next
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
        <span className="sr-only">, sort {nextDir === 'asc' ? 'ascending' : 'descending'}</span>
      </button>
    </th>
  )
}
