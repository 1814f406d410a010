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
import { count } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { fetchAuditCsv } from '../audit.functions'
import { auditRecordQuery } from '../audit.queries'
import type { AuditFilters } from '../audit.search'
import { AUDIT_PAGE_SIZE, type AuditKind, auditKindValues } from '../audit-actions'
import { AuditEntries } from './audit-entries'
import { auditKindWords } from './audit-words'

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
        {m.settings_title()}
      </BackLink>
      <PageHeader
        title={m.audit_title()}
        description={m.audit_record_description()}
        actions={
          <ActionButton
            variant="secondary"
            icon={<Download aria-hidden="true" className="size-5" />}
            pending={download.pending}
            onClick={() => download.run('csv', () => fetchAuditCsv({ data: shown }))}
          >
            {filtered ? m.audit_download_csv_filtered() : m.audit_download_csv()}
          </ActionButton>
        }
      />
      <div className="grid gap-4">
        {download.error ? <Alert tone="error">{download.error}</Alert> : null}
        {download.succeeded && download.data ? (
          <Alert tone="success">
            {m.audit_downloaded({
              file: download.data.fileName,
              count: download.data.rows,
              shown: count(download.data.rows),
            })}
          </Alert>
        ) : null}
        <Card>
          <RecordFilters filters={filters} adults={data.adults} onApply={show} />
        </Card>
        <p className="text-slate-700" aria-live="polite">
          {data.entries.length === 0
            ? filtered
              ? m.audit_nothing_matches()
              : m.audit_nothing_yet()
            : m.audit_showing({
                first: count((page - 1) * AUDIT_PAGE_SIZE + 1),
                last: count((page - 1) * AUDIT_PAGE_SIZE + data.entries.length),
              })}
        </p>
        {data.entries.length > 0 ? <AuditEntries entries={data.entries} /> : null}
        {page > 1 || data.hasMore ? (
          <nav aria-label={m.audit_pages()} className="flex gap-3">
            {page > 1 ? (
              <Link
                to="/dashboard/settings"
                search={{ view: 'record', ...shown, page: page - 1 === 1 ? undefined : page - 1 }}
                className={buttonVariants({ variant: 'secondary' })}
              >
                {m.audit_newer()}
              </Link>
            ) : null}
            {data.hasMore ? (
              <Link
                to="/dashboard/settings"
                search={{ view: 'record', ...shown, page: page + 1 }}
                className={buttonVariants({ variant: 'secondary' })}
              >
                {m.audit_older()}
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
      aria-label={m.audit_filter_form()}
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
          label={m.audit_child_name()}
          hint={filters.subject && !filters.child ? m.audit_one_subject() : undefined}
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
        <Field label={m.audit_adult()}>
          {(control) => (
            <Select {...control} value={adult} onChange={(event) => setAdult(event.target.value)}>
              <option value="">{m.audit_everyone()}</option>
              {adults.map((person) => (
                <option key={person.userId} value={person.userId} translate="no">
                  {person.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m.audit_what()}>
          {(control) => (
            <Select
              {...control}
              value={kind}
              onChange={(event) => setKind(event.target.value as AuditKind | '')}
            >
              <option value="">{m.audit_everything()}</option>
              {auditKindValues.map((value) => (
                <option key={value} value={value}>
                  {auditKindWords[value]()}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m.audit_from_day()}>
          {(control) => (
            <Input {...control} type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          )}
        </Field>
        <Field label={m.audit_to_day()} errors={backwards ? [m.audit_backwards()] : []}>
          {(control) => (
            <Input {...control} type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Filter aria-hidden="true" className="size-5" />
          {m.audit_show()}
        </Button>
        <Link
          to="/dashboard/settings"
          search={{ view: 'record' }}
          className={buttonVariants({ variant: 'secondary' })}
        >
          {m.audit_clear()}
        </Link>
      </div>
    </form>
  )
}
