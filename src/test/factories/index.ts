// Test data for integration tests (and the e2e fixtures endpoint): one small function per thing,
// sensible defaults, overrides for what a test cares about; unique names, since tests share a
// database. Each works on any Db: PGlite and PostgreSQL (src/test/database.ts) alike.
export { type AdultOverrides, createAdmin, createAdult, createStaff, createTeacher } from './adult'
export { type ClassOverrides, createClass } from './class'
export { assignCourse, type CourseItem, type CourseOverrides, createCourse, type TestCourse } from './course'
export { createLesson, publishSampleVersion, SAMPLE_GOALS, sampleLesson } from './lesson'
export {
  addProfile,
  createUser,
  type Person,
  type ProfileOverrides,
  passwordHashOf,
  TEST_PASSWORD,
  type TestActor,
  type UserOverrides,
} from './person'
export { createProgress, type ProgressOverrides } from './progress'
export { createDistrict, createSchoolWithCourse, createSchoolWithPeople } from './scenarios'
export { createSchool, type SchoolOverrides, type TestSchool } from './school'
export { createStudent, createStudents, type Student, type StudentOverrides } from './student'
export { uniqueId } from './unique'
