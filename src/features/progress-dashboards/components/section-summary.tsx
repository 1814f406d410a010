import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import type { SectionConcept } from '@/kernel/lesson-content'
import { m } from '@/paraglide/messages'
import type { SectionSummary } from '../progress-grid'
import { conceptLabel } from './progress-words'

interface SectionSummaryTableProps {
  summary: SectionSummary[]
  /** Per section id: the big ideas practised there and how many students have shown each. */
  concepts: Record<string, SectionConcept[]>
  students: number
}

/** Per section: how far the class has got, and which big ideas how many children have shown. */
export function SectionSummaryTable({ summary, concepts, students }: SectionSummaryTableProps) {
  return (
    <Table caption={m.progress_summary_caption()}>
      <TableHeader>
        <TableColumn>{m.progress_section()}</TableColumn>
        <TableColumn numeric>{m.classes_col_lessons()}</TableColumn>
        <TableColumn numeric>{m.progress_status_completed()}</TableColumn>
        <TableColumn numeric>{m.progress_status_in_progress()}</TableColumn>
        <TableColumn numeric>{m.progress_status_not_started()}</TableColumn>
        <TableColumn numeric>{m.progress_students_finished()}</TableColumn>
        <TableColumn>{m.progress_big_ideas_shown()}</TableColumn>
      </TableHeader>
      <TableBody>
        {summary.map((row) => (
          <tr key={row.sectionId}>
            <TableCell className="font-semibold">
              <span lang="en">{row.title}</span>
            </TableCell>
            <TableCell numeric>{row.lessons}</TableCell>
            <TableCell numeric>{row.percentCompleted}%</TableCell>
            <TableCell numeric>{row.inProgress}</TableCell>
            <TableCell numeric>{row.notStarted}</TableCell>
            <TableCell numeric>{m.progress_n_of({ n: row.studentsFinished, total: students })}</TableCell>
            <TableCell>
              <ul className="flex flex-wrap gap-x-3 gap-y-1">
                {(concepts[row.sectionId] ?? []).map((entry) => (
                  <li key={entry.concept}>
                    <span className="font-semibold">{conceptLabel[entry.concept]()}</span>:{' '}
                    {m.progress_n_of({ n: entry.studentsShown, total: students })}
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
