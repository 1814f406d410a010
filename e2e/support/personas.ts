import {
  DEMO_ADULT_PASSWORD,
  DEMO_STUDENT_PASSWORD,
  DEMO_STUDENT_SCHOOL,
  DEMO_STUDENT_USERNAME,
} from '../../src/server/db/seed/demo-accounts'

/**
 * The demo logins by the role a test needs (src/server/db/seed/demo-accounts.ts is the source).
 * `school` is the host the persona signs in on; null is the main host.
 */
export interface Persona {
  kind: 'adult' | 'student'
  login: string
  password: string
  school: string | null
  /** The visitor type this persona is on that host. */
  visitorType: 'student' | 'teacher' | 'admin' | 'staff'
  paid: boolean
}

const adult = (
  login: string,
  school: string | null,
  visitorType: Persona['visitorType'],
  paid: boolean,
): Persona => ({
  kind: 'adult',
  login,
  password: DEMO_ADULT_PASSWORD,
  school,
  visitorType,
  paid,
})
const student = (login: string, school: string, paid: boolean): Persona => ({
  kind: 'student',
  login,
  password: DEMO_STUDENT_PASSWORD,
  school,
  visitorType: 'student',
  paid,
})

export const personas = {
  /** Student at demo (paid school). */
  student: student('ada', 'demo', true),
  /** A district student not set up yet (rule 8). */
  districtStudent: student('kim', 'metro', false),
  /** The demo student of the district: never forced to profile setup. */
  demoStudent: student(DEMO_STUDENT_USERNAME, DEMO_STUDENT_SCHOOL, false),
  /** Teacher at demo (paid). */
  teacher: adult('teacher@demo.test', 'demo', 'teacher', true),
  /** Teacher at trial (unpaid). */
  unpaidTeacher: adult('teacher@trial.test', 'trial', 'teacher', false),
  /** Admin at demo (paid). */
  admin: adult('admin@demo.test', 'demo', 'admin', true),
  /** multi@demo.test on trial's host: their ADMIN profile there (unpaid). */
  unpaidAdmin: adult('multi@demo.test', 'trial', 'admin', false),
  /** multi@demo.test on demo's host: their TEACHER profile there (paid). */
  multi: adult('multi@demo.test', 'demo', 'teacher', true),
  /** Staff (STAFF user role, ADMIN profile at demo). */
  staff: adult('staff@staff.test', 'demo', 'staff', true),
  /** Staff on the main host, for the console at /admin. */
  staffOnMain: adult('staff@staff.test', null, 'staff', true),
} as const satisfies Record<string, Persona>

export type PersonaName = keyof typeof personas
