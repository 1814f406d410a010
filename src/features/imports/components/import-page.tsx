import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { Badge } from '@/components/ui/badge'
import { BackLink } from '@/components/ui/text-link'
import { classKeys } from '@/features/classes/classes.queries'
import { studentKeys } from '@/features/students/students.queries'
import { m } from '@/paraglide/messages'
import type { ImportView } from '../import-views'
import {
  confirmImportFn,
  decideImportClassFn,
  downloadImportResultFn,
  fixImportRowFn,
  setImportRowsActionFn,
} from '../imports.functions'
import { importPageQuery } from '../imports.queries'
import { ImportPreview } from './import-preview'
import { ImportFailed, ImportProgress, ImportResult } from './import-status'
import { statusLabels } from './imports-history'

interface ImportPageProps {
  importId: string
  /** The rows shown while checking: which ones and which page of them. */
  search: { view?: ImportView; page?: number }
}

/**
 * /dashboard/students/import/$importUUID: one import: its preview to check and fix, then its
 * progress, its result or why it failed.
 */
export function ImportPage({ importId, search }: ImportPageProps) {
  const navigate = useNavigate({ from: '/dashboard/students/import/$importUUID' })
  const queryClient = useQueryClient()
  const { data: page } = useSuspenseQuery(importPageQuery(importId, search.view, search.page))
  const status = page.import.status
  const data = { importId }
  // Keep the view the page opened on (Problems) while rows get fixed, rather than jumping to All.
  useEffect(() => {
    if (status === 'preview' && !search.view) void navigate({ search: { view: page.view }, replace: true })
  }, [status, search.view, page.view, navigate])
  // The job added students and maybe classes: lists elsewhere must reload.
  useEffect(() => {
    if (status === 'completed') {
      void queryClient.invalidateQueries({ queryKey: studentKeys.all })
      void queryClient.invalidateQueries({ queryKey: classKeys.all })
    }
  }, [status, queryClient])

  return (
    <section className="grid gap-6">
      <div>
        <p className="mb-2">
          <BackLink to="/dashboard/students/import">{m.imports_title()}</BackLink>
        </p>
        <PageHeader
          title={status === 'preview' ? m.imports_check_title() : m.imports_import_title()}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-mono" translate="no" dir="auto">
                {page.import.fileName}
              </span>
              <Badge tone={statusLabels[status].tone}>{statusLabels[status].label()}</Badge>
            </span>
          }
        />
      </div>
      {status === 'preview' ? (
        <ImportPreview
          page={page}
          onView={(view, pageNumber) => navigate({ search: { view, page: pageNumber }, replace: true })}
          onFix={(rowNumber, row) => fixImportRowFn({ data: { ...data, rowNumber, data: row } })}
          onAction={(input) => setImportRowsActionFn({ data: { ...data, ...input } })}
          onClass={(className, create) => decideImportClassFn({ data: { ...data, className, create } })}
          onConfirm={async () => {
            await confirmImportFn({ data })
            await navigate({ search: {}, replace: true })
          }}
        />
      ) : status === 'queued' || status === 'running' ? (
        <ImportProgress page={page} />
      ) : status === 'completed' ? (
        <ImportResult page={page} onDownload={() => downloadImportResultFn({ data })} />
      ) : (
        <ImportFailed page={page} />
      )}
    </section>
  )
}
