import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { count, dayLabel } from '@/lib/format'
import { pageViewReportQuery } from '../staff-console.queries'

/** /admin/analytics: first-party page views per day and the most viewed paths. */
export function AnalyticsPage() {
  return (
    <section>
      <PageHeader
        title="Analytics"
        description="First-party page views: no cookies, no visitor identifiers."
      />
      <PageViewsReport />
    </section>
  )
}

/** First-party page views as plain tables (no chart to describe to a screen reader). */
function PageViewsReport() {
  const { data: report } = useSuspenseQuery(pageViewReportQuery())
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <section aria-labelledby="views-per-day-heading" className="grid content-start gap-3">
        <h2 id="views-per-day-heading" className="font-bold text-xl">
          Views per day
        </h2>
        <p className="text-slate-600">
          {count(report.total)} views in the last 30 days (UTC). Sign-in and join pages are not counted.
        </p>
        <Table caption="Page views per day, last 30 days, newest first">
          <TableHeader>
            <TableColumn>Day</TableColumn>
            <TableColumn numeric>Views</TableColumn>
          </TableHeader>
          <TableBody>
            {[...report.days].reverse().map((day) => (
              <tr key={day.day}>
                <TableCell>
                  <time dateTime={day.day}>{dayLabel(day.day)}</time>
                </TableCell>
                <TableCell numeric>{count(day.views)}</TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      </section>
      <section aria-labelledby="top-paths-heading" className="grid content-start gap-3">
        <h2 id="top-paths-heading" className="font-bold text-xl">
          Top paths
        </h2>
        <p className="text-slate-600">Identifiers in paths are shown as {'{id}'}.</p>
        {report.topPaths.length === 0 ? (
          <p className="text-slate-600">No views in the last 30 days.</p>
        ) : (
          <Table caption="Most viewed paths, last 30 days">
            <TableHeader>
              <TableColumn>Path</TableColumn>
              <TableColumn numeric>Views</TableColumn>
            </TableHeader>
            <TableBody>
              {report.topPaths.map((row) => (
                <tr key={row.path}>
                  <TableCell>
                    <code className="break-all">{row.path}</code>
                  </TableCell>
                  <TableCell numeric>{count(row.views)}</TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  )
}
