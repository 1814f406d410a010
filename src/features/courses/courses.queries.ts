import { queryOptions } from '@tanstack/react-query'
import {
  fetchFreeLessons,
  fetchLastYearCourses,
  fetchStudentCourse,
  fetchStudentCourses,
  fetchTeacherCourse,
  fetchTeacherCourses,
} from './courses.functions'

export const courseKeys = {
  all: ['courses'] as const,
  student: () => [...courseKeys.all, 'student'] as const,
  studentCourse: (cardId: string) => [...courseKeys.student(), cardId] as const,
  teacher: () => [...courseKeys.all, 'teacher'] as const,
  teacherCourse: (cardId: string) => [...courseKeys.teacher(), cardId] as const,
  free: () => [...courseKeys.all, 'free'] as const,
}

export const studentCoursesQuery = () =>
  queryOptions({ queryKey: courseKeys.student(), queryFn: () => fetchStudentCourses(), staleTime: 5_000 })

export const lastYearCoursesQuery = () =>
  queryOptions({
    queryKey: [...courseKeys.student(), 'last-year'] as const,
    queryFn: () => fetchLastYearCourses(),
    staleTime: 60_000,
  })

export const studentCourseQuery = (cardId: string) =>
  queryOptions({
    queryKey: courseKeys.studentCourse(cardId),
    queryFn: () => fetchStudentCourse({ data: { cardId } }),
    staleTime: 5_000,
  })

export const teacherCoursesQuery = () =>
  queryOptions({ queryKey: courseKeys.teacher(), queryFn: () => fetchTeacherCourses() })

export const teacherCourseQuery = (cardId: string) =>
  queryOptions({
    queryKey: courseKeys.teacherCourse(cardId),
    queryFn: () => fetchTeacherCourse({ data: { cardId } }),
  })

export const freeLessonsQuery = () =>
  queryOptions({ queryKey: courseKeys.free(), queryFn: () => fetchFreeLessons(), staleTime: 60_000 })
