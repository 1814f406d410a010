import { zipSync } from 'fflate'

/**
 * OneRoster 1.2 CSV zips written from the specification (every column of each file, in the
 * specification's order), for tests, the e2e journey and the benchmark.
 */
export interface RosterPerson {
  id: string
  given: string
  family: string
  role: 'student' | 'teacher' | 'guardian' | 'administrator'
  grade?: string
  email?: string
  username?: string
  /** Written to the file's password column: never kept. */
  password?: string
  enabled?: boolean
  status?: 'active' | 'tobedeleted'
}

export interface RosterClass {
  id: string
  title: string
  grade?: string
  status?: 'active' | 'tobedeleted'
}

export interface RosterEnrollment {
  id: string
  classId: string
  userId: string
  role: 'student' | 'teacher'
  status?: 'active' | 'tobedeleted'
}

export interface RosterFixture {
  people: RosterPerson[]
  classes: RosterClass[]
  enrollments: RosterEnrollment[]
  /** bulk (default) or delta for users, classes and enrollments; absent leaves a file out. */
  modes?: Partial<Record<'users' | 'classes' | 'enrollments', 'bulk' | 'delta' | 'absent'>>
  schoolName?: string
  /** Replaces whole files (e.g. to write a malformed one). */
  override?: Record<string, string>
}

const HEADERS = {
  orgs: 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
  academicSessions:
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
  courses:
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
  classes:
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
  users:
    'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns',
  roles:
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,orgSourcedId,userProfileSourcedId,beginDate,endDate',
  enrollments:
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
  demographics:
    'sourcedId,status,dateLastModified,birthDate,sex,americanIndianOrAlaskaNative,asian,blackOrAfricanAmerican,nativeHawaiianOrOtherPacificIslander,white,demographicRaceTwoOrMoreRaces,hispanicOrLatinoEthnicity,countryOfBirthCode,stateOfBirthAbbreviation,cityOfBirth,publicSchoolResidenceStatus',
}

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
const line = (cells: string[]) => cells.map(quote).join(',')

export function oneRosterFiles(fixture: RosterFixture): Record<string, string> {
  const modes = { users: 'bulk', classes: 'bulk', enrollments: 'bulk', ...fixture.modes }
  const stamp = (mode: string, status?: string) =>
    mode === 'delta' ? [status ?? 'active', '2026-11-20T08:00:00.000Z'] : ['', '']
  const files: Record<string, string> = {}
  const manifest = [
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ['file.academicSessions', 'bulk'],
    ['file.categories', 'absent'],
    ['file.classes', modes.classes],
    ['file.classResources', 'absent'],
    ['file.courses', 'bulk'],
    ['file.courseResources', 'absent'],
    ['file.demographics', 'bulk'],
    ['file.enrollments', modes.enrollments],
    ['file.lineItemLearningObjectiveIds', 'absent'],
    ['file.lineItems', 'absent'],
    ['file.lineItemScoreScales', 'absent'],
    ['file.orgs', 'bulk'],
    ['file.resources', 'absent'],
    ['file.results', 'absent'],
    ['file.roles', modes.users],
    ['file.scoreScales', 'absent'],
    ['file.userProfiles', 'absent'],
    ['file.users', modes.users],
    ['source.systemName', 'Example SIS'],
    ['source.systemCode', 'example-sis'],
  ]
  files['manifest.csv'] = ['propertyName,value', ...manifest.map(line)].join('\n')
  files['orgs.csv'] = [
    HEADERS.orgs,
    line(['district-1', '', '', 'Example District', 'district', 'D1', '']),
    line(['school-1', '', '', fixture.schoolName ?? 'Example Elementary', 'school', 'S1', 'district-1']),
  ].join('\n')
  files['academicSessions.csv'] = [
    HEADERS.academicSessions,
    line(['year-2026', '', '', '2026-2027', 'schoolYear', '2026-08-15', '2027-06-15', '', '2027']),
    line(['term-1', '', '', 'Fall', 'term', '2026-08-15', '2026-12-20', 'year-2026', '2027']),
  ].join('\n')
  files['courses.csv'] = [
    HEADERS.courses,
    line([
      'course-cs',
      '',
      '',
      'year-2026',
      'Computer Science',
      'CS',
      '',
      'school-1',
      'Computer Science',
      '',
    ]),
  ].join('\n')
  if (modes.classes !== 'absent') {
    files['classes.csv'] = [
      HEADERS.classes,
      ...fixture.classes.map((c) =>
        line([
          c.id,
          ...stamp(modes.classes, c.status),
          c.title,
          c.grade ?? '',
          'course-cs',
          '',
          'scheduled',
          '',
          'school-1',
          'term-1',
          '',
          '',
          '',
        ]),
      ),
    ].join('\n')
  }
  if (modes.users !== 'absent') {
    files['users.csv'] = [
      HEADERS.users,
      ...fixture.people.map((p) =>
        line([
          p.id,
          ...stamp(modes.users, p.status),
          p.enabled === false ? 'false' : 'true',
          p.username ?? `${p.given}.${p.family}`.toLowerCase(),
          '',
          p.given,
          p.family,
          '',
          '',
          p.email ?? '',
          '',
          '',
          '',
          p.grade ?? '',
          p.password ?? '',
          '',
          '',
          '',
          '',
          '',
          'school-1',
          '',
        ]),
      ),
    ].join('\n')
    files['roles.csv'] = [
      HEADERS.roles,
      ...fixture.people.map((p) =>
        line([
          `role-${p.id}`,
          ...stamp(modes.users, p.status),
          p.id,
          'primary',
          p.role,
          'school-1',
          '',
          '',
          '',
        ]),
      ),
    ].join('\n')
    files['demographics.csv'] = [
      HEADERS.demographics,
      ...fixture.people
        .filter((p) => p.role === 'student')
        .map((p) =>
          line([
            p.id,
            '',
            '',
            '2018-03-04',
            'female',
            'false',
            'false',
            'false',
            'false',
            'true',
            'false',
            'false',
            'US',
            'CA',
            'Fresno',
            '',
          ]),
        ),
    ].join('\n')
  }
  if (modes.enrollments !== 'absent') {
    files['enrollments.csv'] = [
      HEADERS.enrollments,
      ...fixture.enrollments.map((e) =>
        line([
          e.id,
          ...stamp(modes.enrollments, e.status),
          e.classId,
          'school-1',
          e.userId,
          e.role,
          'false',
          '',
          '',
        ]),
      ),
    ].join('\n')
  }
  return { ...files, ...fixture.override }
}

export function oneRosterZip(fixture: RosterFixture): Uint8Array {
  const files = oneRosterFiles(fixture)
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, new TextEncoder().encode(text)])),
  )
}

/** A small school: two classes, two teachers, `students` students split between the classes. */
export function smallRoster(students = 6, prefix = 's'): RosterFixture {
  const people: RosterPerson[] = [
    {
      id: 't-1',
      given: 'Grace',
      family: 'Hopper',
      role: 'teacher',
      email: `grace.${prefix}@example-district.org`,
    },
    {
      id: 't-2',
      given: 'Alan',
      family: 'Kay',
      role: 'teacher',
      email: `alan.${prefix}@example-district.org`,
    },
    { id: 'g-1', given: 'Pat', family: 'Parent', role: 'guardian', email: `pat.${prefix}@example.com` },
  ]
  const classes: RosterClass[] = [
    { id: 'c-1', title: 'Robots 3A', grade: '03' },
    { id: 'c-2', title: 'Robots 4B', grade: '04' },
  ]
  const enrollments: RosterEnrollment[] = [
    { id: 'e-t1', classId: 'c-1', userId: 't-1', role: 'teacher' },
    { id: 'e-t2', classId: 'c-2', userId: 't-2', role: 'teacher' },
  ]
  const families = ['Lovelace', 'Turing', 'Hamilton', 'Johnson', 'Liskov', 'Knuth', 'Ritchie', 'Wirth']
  for (let i = 0; i < students; i++) {
    const id = `${prefix}-${i + 1}`
    people.push({
      id,
      given: `Kid${String.fromCharCode(65 + (i % 26))}`,
      family: families[i % families.length]!,
      role: 'student',
      grade: i % 2 === 0 ? '03' : '04',
      password: 'SuperSecret123',
    })
    enrollments.push({ id: `e-${id}`, classId: i % 2 === 0 ? 'c-1' : 'c-2', userId: id, role: 'student' })
  }
  return { people, classes, enrollments }
}
