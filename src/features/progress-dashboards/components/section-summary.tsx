import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import type { SectionSummary } from '../progress-grid'

/** Per section: how far the class has got (a stand-in for concept mastery, one concept block per section). */
export function SectionSummaryTable({ summary, students }: { summary: SectionSummary[]; students: number }) {
  return (
    <Table caption="Summary per section">
      <TableHeader>
        <TableColumn>Section</TableColumn>
        <TableColumn numeric>Lessons</TableColumn>
        <TableColumn numeric>Completed</TableColumn>
        <TableColumn numeric>In progress</TableColumn>
        <TableColumn numeric>Not started</TableColumn>
        <TableColumn numeric>Students who finished it</TableColumn>
      </TableHeader>
      <TableBody>
        {summary.map((row) => (
          <tr key={row.sectionId}>
            <TableCell className="font-semibold">{row.title}</TableCell>
            <TableCell numeric>{row.lessons}</TableCell>
            <TableCell numeric>{row.percentCompleted}%</TableCell>
            <TableCell numeric>{row.inProgress}</TableCell>
            <TableCell numeric>{row.notStarted}</TableCell>
            <TableCell numeric>
              {row.studentsFinished} of {students}
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  )
}
