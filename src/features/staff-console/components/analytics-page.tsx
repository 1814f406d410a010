import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/layouts/page-header'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { count, dayLabel } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { pageViewReportQuery } from '../staff-console.queries'

/** /admin/analytics: first-party page views per day and the most viewed paths. */
export function AnalyticsPage() {
  return (
    <section>
      <PageHeader title={m.staff_tab_analytics()} description={m.staff_analytics_description()} />
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
          {m.staff_analytics_per_day()}
        </h2>
        <p className="text-slate-600">
          {m.staff_analytics_total({ count: report.total, shown: count(report.total) })}
        </p>
        <Table caption={m.staff_analytics_per_day_caption()}>
          <TableHeader>
            <TableColumn>{m.staff_analytics_day()}</TableColumn>
            <TableColumn numeric>{m.staff_analytics_views()}</TableColumn>
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
          {m.staff_analytics_top_paths()}
        </h2>
        <p className="text-slate-600">{m.staff_analytics_ids({ placeholder: '{id}' })}</p>
        {report.topPaths.length === 0 ? (
          <p className="text-slate-600">{m.staff_analytics_no_views()}</p>
        ) : (
          <Table caption={m.staff_analytics_top_caption()}>
            <TableHeader>
              <TableColumn>{m.staff_analytics_path()}</TableColumn>
              <TableColumn numeric>{m.staff_analytics_views()}</TableColumn>
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
