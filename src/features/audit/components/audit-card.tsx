import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
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
      <CardHeader
        id="audit-heading"
        title="Who saw children’s data"
        description="Each time an adult opens a child’s page, progress or work, exports it or changes a child’s account, it is recorded here: who, when, what and from which address. Kept for 2 years."
      />
      <div className="grid gap-4">
        {latest.length > 0 ? (
          <AuditEntries entries={latest} compact />
        ) : (
          <p className="text-slate-600">Nothing recorded yet.</p>
        )}
        <div>
          <Link
            to="/dashboard/settings"
            search={{ view: 'record' }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            <ShieldCheck aria-hidden="true" className="size-5" />
            See and filter the whole record
          </Link>
        </div>
      </div>
    </Card>
  )
}
