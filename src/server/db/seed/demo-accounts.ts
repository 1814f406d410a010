// The demo data as plain data: the seed builds from it, and tests and the README quote it, so there
// is one source for every demo login. No imports: safe to read from anywhere.

export const DEMO_ADULT_PASSWORD = 'demo-password-2026'
export const DEMO_STUDENT_PASSWORD = 'turtle-power-7'

/** The demo student (spec rule 8): never forced to profile setup although metro is a district. */
export const DEMO_STUDENT_USERNAME = 'demo.student'
export const DEMO_STUDENT_SCHOOL = 'metro'

type DemoPlanId = 'classroom' | 'school'

export interface DemoSchool {
  subdomain: string
  name: string
  parent: string | null
  /** Paid schools get an active subscription on this plan. */
  paidPlan: DemoPlanId | null
}

export const demoSchools: readonly DemoSchool[] = [
  { subdomain: 'demo', name: 'Demo Primary School', parent: null, paidPlan: 'school' },
  { subdomain: 'trial', name: 'Trial Academy', parent: null, paidPlan: null },
  { subdomain: 'metro', name: 'Metro District', parent: null, paidPlan: null },
  { subdomain: 'metro-north', name: 'Metro North Elementary', parent: 'metro', paidPlan: null },
  { subdomain: 'metro-south', name: 'Metro South Elementary', parent: 'metro', paidPlan: null },
]

export interface DemoAdult {
  email: string
  name: string
  /** Internal staff role (users.user_role); staff also get an ADMIN profile at demo to land somewhere. */
  userRole: 'SUPER' | 'STAFF' | 'LESSON_EDITOR' | null
  profiles: readonly { school: string; role: 'TEACHER' | 'ADMIN' }[]
}

export const demoAdults: readonly DemoAdult[] = [
  {
    email: 'admin@demo.test',
    name: 'Alex Morgan',
    userRole: null,
    profiles: [{ school: 'demo', role: 'ADMIN' }],
  },
  {
    email: 'teacher@demo.test',
    name: 'Taylor Reed',
    userRole: null,
    profiles: [{ school: 'demo', role: 'TEACHER' }],
  },
  {
    email: 'teacher@trial.test',
    name: 'Jordan Blake',
    userRole: null,
    profiles: [{ school: 'trial', role: 'TEACHER' }],
  },
  {
    email: 'multi@demo.test',
    name: 'Sam Rivera',
    userRole: null,
    profiles: [
      { school: 'demo', role: 'TEACHER' },
      { school: 'trial', role: 'ADMIN' },
    ],
  },
  {
    email: 'admin@metro.test',
    name: 'Morgan Lee',
    userRole: null,
    profiles: [{ school: 'metro', role: 'ADMIN' }],
  },
  {
    email: 'staff@staff.test',
    name: 'Casey Staff',
    userRole: 'STAFF',
    profiles: [{ school: 'demo', role: 'ADMIN' }],
  },
  {
    email: 'super@staff.test',
    name: 'Robin Super',
    userRole: 'SUPER',
    profiles: [{ school: 'demo', role: 'ADMIN' }],
  },
  {
    email: 'editor@staff.test',
    name: 'Jamie Editor',
    userRole: 'LESSON_EDITOR',
    profiles: [{ school: 'demo', role: 'ADMIN' }],
  },
]

export interface DemoClass {
  school: string
  name: string
  grade: number
  loginType: 'picture' | 'words' | 'password'
  quickJoin: boolean
  joinCode: string
  /** Emails of the adults teaching it (their profile at this school). */
  teachers: readonly string[]
}

export const DEMO_JOIN_CODE = 'KTW4BX'

export const demoClasses: readonly DemoClass[] = [
  {
    school: 'demo',
    name: 'Class 4B',
    grade: 4,
    loginType: 'password',
    quickJoin: true,
    joinCode: DEMO_JOIN_CODE,
    teachers: ['teacher@demo.test'],
  },
  {
    school: 'metro',
    name: 'Metro Coders',
    grade: 5,
    loginType: 'password',
    quickJoin: false,
    joinCode: 'MTR4PX',
    teachers: ['admin@metro.test'],
  },
]

export interface DemoStudent {
  school: string
  joinCode: string
  username: string
  firstName: string
  lastName: string
  grade: number
  /** Index of the secret picture (0–11). */
  picturePassword: number
}

export const demoStudents: readonly DemoStudent[] = [
  {
    school: 'demo',
    joinCode: DEMO_JOIN_CODE,
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    grade: 4,
    picturePassword: 3,
  },
  {
    school: 'demo',
    joinCode: DEMO_JOIN_CODE,
    username: 'grace',
    firstName: 'Grace',
    lastName: 'Hopper',
    grade: 4,
    picturePassword: 7,
  },
  {
    school: 'demo',
    joinCode: DEMO_JOIN_CODE,
    username: 'alan',
    firstName: 'Alan',
    lastName: 'Turing',
    grade: 4,
    picturePassword: 10,
  },
  {
    school: 'metro',
    joinCode: 'MTR4PX',
    username: 'kim',
    firstName: 'Kim',
    lastName: 'Park',
    grade: 5,
    picturePassword: 1,
  },
  {
    school: DEMO_STUDENT_SCHOOL,
    joinCode: 'MTR4PX',
    username: DEMO_STUDENT_USERNAME,
    firstName: 'Demo',
    lastName: 'Student',
    grade: 5,
    picturePassword: 0,
  },
]

/** Every demo login in one list, for the README, e2e fixtures and tests. */
export interface DemoLogin {
  kind: 'adult' | 'student'
  /** Email for adults, username for students (who sign in on their school's host). */
  login: string
  password: string
  subdomain: string
  roles: readonly string[]
}

export const demoLogins: readonly DemoLogin[] = [
  ...demoAdults.map((adult) => ({
    kind: 'adult' as const,
    login: adult.email,
    password: DEMO_ADULT_PASSWORD,
    subdomain: adult.profiles[0]?.school ?? 'demo',
    roles: [
      ...(adult.userRole ? [adult.userRole] : []),
      ...adult.profiles.map((profile) => `${profile.role}@${profile.school}`),
    ],
  })),
  ...demoStudents.map((student) => ({
    kind: 'student' as const,
    login: student.username,
    password: DEMO_STUDENT_PASSWORD,
    subdomain: student.school,
    roles: [`STUDENT@${student.school}`],
  })),
]
