import type { Db } from '@/server/db/client'
import { createAdmin, createTeacher } from './adult'
import { createClass } from './class'
import { assignCourse, createCourse } from './course'
import { createSchool, type SchoolOverrides } from './school'
import { createStudent } from './student'

/** A school with an admin, and a teacher with a class of two students. */
export async function createSchoolWithPeople(db: Db, overrides: SchoolOverrides = {}) {
  const school = await createSchool(db, overrides)
  const admin = await createAdmin(db, school)
  const teacher = await createTeacher(db, school)
  const students = [await createStudent(db, school), await createStudent(db, school)]
  const schoolClass = await createClass(db, school, {
    teacherIds: [teacher.profileId],
    studentIds: students.map((student) => student.profileId),
  })
  return { school, admin, teacher, students, schoolClass }
}

/** createSchoolWithPeople plus a global course of three sample lessons, assigned to the class unless not. */
export async function createSchoolWithCourse(db: Db, options: { assign?: boolean } = {}) {
  const people = await createSchoolWithPeople(db)
  const course = await createCourse(db, { lessonsPerSection: 3, withContent: true })
  if (options.assign !== false) await assignCourse(db, people.schoolClass.id, course.card.id)
  return { ...people, course }
}

/** A district (a school with child schools), each with its people. */
export async function createDistrict(db: Db, options: { name?: string; children?: number } = {}) {
  const district = await createSchoolWithPeople(db, { name: options.name })
  const children = []
  for (let i = 0; i < (options.children ?? 2); i++) {
    children.push(await createSchoolWithPeople(db, { parentSchoolId: district.school.id }))
  }
  return { ...district, children }
}
