import { queryOptions } from '@tanstack/react-query'
import { rosterKeys } from '@/lib/roster-keys'
import { fetchLoginCards, fetchStudent, fetchStudentPlaces, fetchStudents } from './students.functions'
import type { StudentsSearch } from './students.schemas'

export const studentKeys = {
  all: rosterKeys.students,
  list: (search: StudentsSearch) => ['students', 'list', search] as const,
  detail: (studentId: string) => ['students', 'detail', studentId] as const,
  cards: (classIds: string[]) => ['students', 'cards', classIds] as const,
  places: ['students', 'places'] as const,
}

export const studentsQuery = (search: StudentsSearch) =>
  queryOptions({ queryKey: studentKeys.list(search), queryFn: () => fetchStudents({ data: search }) })

export const studentQuery = (studentId: string) =>
  queryOptions({
    queryKey: studentKeys.detail(studentId),
    queryFn: () => fetchStudent({ data: { studentId } }),
  })

export const loginCardsQuery = (classIds: string[]) =>
  queryOptions({
    queryKey: studentKeys.cards(classIds),
    queryFn: () => fetchLoginCards({ data: { classIds } }),
  })

export const studentPlacesQuery = () =>
  queryOptions({ queryKey: studentKeys.places, queryFn: () => fetchStudentPlaces() })
