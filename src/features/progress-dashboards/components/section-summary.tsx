import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import type { SectionConcept } from '@/kernel/lesson-content'
import { CONCEPT_LABELS } from '@/kernel/lesson-content/lesson-content.schemas'
import type { SectionSummary } from '../progress-grid'

interface SectionSummaryTableProps {
  summary: SectionSummary[]
  /** Per section id: the big ideas practised there and how many students have shown each. */
  concepts: Record<string, SectionConcept[]>
  students: number
}

/** Per section: how far the class has got, and which big ideas how many children have shown. */
export function SectionSummaryTable({ summary, concepts, students }: SectionSummaryTableProps) {
  return (
    <Table caption="Summary per section">
      <TableHeader>
        <TableColumn>Section</TableColumn>
        <TableColumn numeric>Lessons</TableColumn>
        <TableColumn numeric>Completed</TableColumn>
        <TableColumn numeric>In progress</TableColumn>
        <TableColumn numeric>Not started</TableColumn>
        <TableColumn numeric>Students who finished it</TableColumn>
        <TableColumn>Big ideas shown</TableColumn>
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
            <TableCell>
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {(concepts[row.sectionId] ?? []).map((entry) => (
                  <li key={entry.concept}>
                    <span className="font-semibold">{CONCEPT_LABELS[entry.concept]}</span>:{' '}
                    {entry.studentsShown} of {students}
                  </li>
                ))}
              </ul>
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  )
}
