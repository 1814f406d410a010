import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Download, Filter } from 'lucide-react'
import { useEffect, useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { BackLink } from '@/components/ui/text-link'
import { useAction } from '@/lib/use-action'
import { fetchAuditCsv } from '../audit.functions'
import { auditRecordQuery } from '../audit.queries'
import type { AuditFilters } from '../audit.search'
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, type AuditKind, auditKindValues } from '../audit-actions'
import { AuditEntries } from './audit-entries'

/** Saves text as a file the browser downloads. */
function saveCsv(file: { fileName: string; csv: string }) {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/**
 * /dashboard/settings?view=record (admins): the school's whole record of who saw or changed
 * children's data, filtered by child, adult, kind and days (the address holds the filters), and
 * downloaded as CSV with the same filters.
 */
export function AuditRecordPage({ filters }: { filters: AuditFilters }) {
  const navigate = useNavigate({ from: '/dashboard/settings' })
  const { data } = useSuspenseQuery(auditRecordQuery(filters))
  const download = useAction<{ fileName: string; csv: string; rows: number }>({ onSuccess: saveCsv })
  const page = data.page
  const { page: _page, ...shown } = filters
  const filtered = Object.keys(shown).length > 0
  const show = (next: AuditFilters) => navigate({ search: { view: 'record', ...next } })
  return (
    <section>
      <BackLink to="/dashboard/settings" className="mb-2 -ml-3">
        Settings
      </BackLink>
      <PageHeader
        title="Who saw children’s data"
        description="Every time an adult opened a child’s page, progress or work, exported it or changed a child’s account, and what CodeSchool staff did for your school. Kept for 2 years."
        actions={
          <ActionButton
            variant="secondary"
            icon={<Download aria-hidden="true" className="size-5" />}
            pending={download.pending}
            onClick={() => download.run('csv', () => fetchAuditCsv({ data: shown }))}
          >
            {filtered ? 'Download CSV of these rows' : 'Download CSV'}
          </ActionButton>
        }
      />
      <div className="grid gap-4">
        {download.error ? <Alert tone="error">{download.error}</Alert> : null}
        {download.succeeded && download.data ? (
          <Alert tone="success">
            {download.data.fileName} downloaded ({download.data.rows}{' '}
            {download.data.rows === 1 ? 'row' : 'rows'}).
          </Alert>
        ) : null}
        <Card>
          <RecordFilters filters={filters} adults={data.adults} onApply={show} />
        </Card>
        <p className="text-slate-700" aria-live="polite">
          {data.entries.length === 0
            ? filtered
              ? 'Nothing in the record matches these filters.'
              : 'Nothing recorded yet.'
            : `Showing ${(page - 1) * AUDIT_PAGE_SIZE + 1}–${(page - 1) * AUDIT_PAGE_SIZE + data.entries.length}, newest first.`}
        </p>
        {data.entries.length > 0 ? <AuditEntries entries={data.entries} /> : null}
        {page > 1 || data.hasMore ? (
          <nav aria-label="Pages of the record" className="flex gap-3">
            {page > 1 ? (
              <Link
                to="/dashboard/settings"
                search={{ view: 'record', ...shown, page: page - 1 === 1 ? undefined : page - 1 }}
                className={buttonVariants({ variant: 'secondary' })}
              >
                Newer
              </Link>
            ) : null}
            {data.hasMore ? (
              <Link
                to="/dashboard/settings"
                search={{ view: 'record', ...shown, page: page + 1 }}
                className={buttonVariants({ variant: 'secondary' })}
              >
                Older
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </section>
  )
}

interface RecordFiltersProps {
  filters: AuditFilters
  adults: { userId: string; name: string }[]
  onApply: (filters: AuditFilters) => void
}

function RecordFilters({ filters, adults, onApply }: RecordFiltersProps) {
  const [child, setChild] = useState(filters.child ?? '')
  const [adult, setAdult] = useState(filters.adult ?? '')
  const [kind, setKind] = useState<AuditKind | ''>(filters.kind ?? '')
  const [from, setFrom] = useState(filters.from ?? '')
  const [to, setTo] = useState(filters.to ?? '')
  useEffect(() => {
    setChild(filters.child ?? '')
    setAdult(filters.adult ?? '')
    setKind(filters.kind ?? '')
    setFrom(filters.from ?? '')
    setTo(filters.to ?? '')
  }, [filters.child, filters.adult, filters.kind, filters.from, filters.to])
  const backwards = from !== '' && to !== '' && to < from
  return (
    <form
      aria-label="Filter the record"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        if (backwards) return
        onApply({
          child: child.trim() || undefined,
          subject: child.trim() ? undefined : filters.subject,
          adult: adult || undefined,
          kind: kind || undefined,
          from: from || undefined,
          to: to || undefined,
        })
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field
          label="Child’s name"
          hint={filters.subject && !filters.child ? 'Showing one child or class.' : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="search"
              value={child}
              onChange={(event) => setChild(event.target.value)}
            />
          )}
        </Field>
        <Field label="Adult">
          {(control) => (
            <Select {...control} value={adult} onChange={(event) => setAdult(event.target.value)}>
              <option value="">Everyone</option>
              {adults.map((person) => (
                <option key={person.userId} value={person.userId}>
                  {person.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="What">
          {(control) => (
            <Select
              {...control}
              value={kind}
              onChange={(event) => setKind(event.target.value as AuditKind | '')}
            >
              <option value="">Everything</option>
              {auditKindValues.map((value) => (
                <option key={value} value={value}>
                  {AUDIT_KINDS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="From (day, UTC)">
          {(control) => (
            <Input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          )}
        </Field>
        <Field
          label="To (day, UTC)"
          errors={backwards ? ['The last day comes before the first. Choose a later day.'] : []}
        >
          {(control) => (
            <Input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Filter aria-hidden="true" className="size-5" />
          Show
        </Button>
        <Link
          to="/dashboard/settings"
          search={{ view: 'record' }}
          className={buttonVariants({ variant: 'secondary' })}
        >
          Clear filters
        </Link>
      </div>
    </form>
  )
}
