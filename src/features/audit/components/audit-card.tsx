import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { m } from '@/paraglide/messages'
import { auditRecordQuery } from '../audit.queries'
import { AuditEntries } from './audit-entries'

/** How many of the latest rows the settings page shows. */
const LATEST = 5

/** The settings page's section "Who saw children's data": the latest rows and the way to the whole record. */
export function AuditCard() {
  const { data } = useSuspenseQuery(auditRecordQuery())
  const latest = data.entries.slice(0, LATEST)
  return (
    <Card aria-labelledby="audit-heading">
      <CardHeader id="audit-heading" title={m.audit_title()} description={m.audit_card_description()} />
      <div className="grid gap-4">
        {latest.length > 0 ? (
          <AuditEntries entries={latest} compact />
        ) : (
          <p className="text-slate-600">{m.audit_nothing_yet()}</p>
        )}
        <div>
          <Link
            to="/dashboard/settings"
            search={{ view: 'record' }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
            {m.audit_see_all()}
          </Link>
        </div>
      </div>
    </Card>
  )
}
